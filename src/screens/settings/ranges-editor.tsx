import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { KILOMETER_LETTERS, nextRangeStart } from '../../domain/configuration-ranges';
import type { Problem } from '../../domain/validation';
import { Button } from '../../ui/button';
import { NativeSelect } from '../../ui/native-select';
import { useT } from '../../ui/use-t';
import { draftProblems, type SetConfiguration, type SettingsDraft } from './settings-draft';
import { NumberField, useProblemText } from './settings-fields';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr) auto' },
  gap: '2',
  alignItems: 'end',
});
const title = css({ fontSize: 'md', fontWeight: 'semibold', mt: '4', mb: '2' });

/**
 * doc 1 §3.2, §5: freight transfer ranges and the kilometer curve. A new range begins 0.01 above
 * the last end (domain/configuration-ranges.ts); the add button is disabled while the list has a
 * problem ("the list is validated before a range is added"), each problem shown on its field.
 */
export function RangesEditor({
  draft,
  problems,
  setConfiguration,
}: {
  draft: SettingsDraft;
  problems: Map<string, Problem>;
  setConfiguration: SetConfiguration;
}) {
  const t = useT();
  const text = useProblemText();
  const freight = draft.configuration.transferValueFromFreight;
  const km = draft.configuration.kilometerCurve;
  // doc 1 §5 "the list is validated before a range is added": the draft's own problems, at once
  const now = useMemo(() => draftProblems(draft), [draft]);
  const has = (prefix: string) => [...now.keys()].some((k) => k.startsWith(prefix));
  const err = (path: string) => text(problems.get(`configuration.${path}`));
  return (
    <div>
      <h3 className={title}>{t('settings.ranges.freight')}</h3>
      {freight.map((r, i) => {
        const set = (patch: Partial<typeof r>) =>
          setConfiguration({
            transferValueFromFreight: freight.map((x, j) => (j === i ? { ...x, ...patch } : x)),
          });
        const p = `transferValueFromFreight.${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a range is its position in the list (its bounds change as it is typed)
          <div key={`f${i}`} className={row}>
            <NumberField
              step={0.01}
              label={t('settings.ranges.freightFrom')}
              value={r.freightFrom}
              error={err(`${p}.freightFrom`)}
              onChange={(v) => set({ freightFrom: v })}
            />
            <NumberField
              step={0.01}
              label={t('settings.ranges.freightTo')}
              value={r.freightTo}
              error={err(`${p}.freightTo`)}
              onChange={(v) => set({ freightTo: v })}
            />
            <NumberField
              step={0.01}
              label={t('settings.ranges.transferValue')}
              value={r.transferValue}
              error={err(`${p}.transferValue`)}
              onChange={(v) => set({ transferValue: v })}
            />
            <NativeSelect
              label={t('settings.ranges.type')}
              items={[
                { value: 'VALUE', label: t('settings.ranges.VALUE') },
                { value: 'PERCENTAGE', label: t('settings.ranges.PERCENTAGE') },
              ]}
              value={r.type}
              onValueChange={(v) => v && set({ type: v as typeof r.type })}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                setConfiguration({ transferValueFromFreight: freight.filter((_, j) => j !== i) })
              }
            >
              {t('settings.ranges.remove')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        disabled={has('configuration.transferValueFromFreight')}
        onClick={() => {
          const from = nextRangeStart(freight.map((r) => r.freightTo));
          setConfiguration({
            transferValueFromFreight: [
              ...freight,
              { freightFrom: from, freightTo: from + 1, transferValue: 0.01, type: 'VALUE' },
            ],
          });
        }}
      >
        {t('settings.ranges.addFreight')}
      </Button>

      <h3 className={title}>{t('settings.ranges.kilometer')}</h3>
      {km.map((r, i) => {
        const set = (patch: Partial<typeof r>) =>
          setConfiguration({ kilometerCurve: km.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
        const p = `kilometerCurve.${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a range is its position in the list (its bounds change as it is typed)
          <div key={`k${i}`} className={row}>
            <NumberField
              step={0.01}
              label={t('settings.ranges.kilometerFrom')}
              value={r.kilometerFrom}
              error={err(`${p}.kilometerFrom`)}
              onChange={(v) => set({ kilometerFrom: v })}
            />
            <NumberField
              step={0.01}
              label={t('settings.ranges.kilometerTo')}
              value={r.kilometerTo}
              error={err(`${p}.kilometerTo`)}
              onChange={(v) => set({ kilometerTo: v })}
            />
            <NativeSelect
              label={t('settings.ranges.letter')}
              items={KILOMETER_LETTERS.map((l) => ({ value: l, label: l }))}
              value={r.value}
              onValueChange={(v) => v && set({ value: v })}
              error={err(`${p}.value`)}
            />
            <span />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfiguration({ kilometerCurve: km.filter((_, j) => j !== i) })}
            >
              {t('settings.ranges.remove')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        disabled={has('configuration.kilometerCurve')}
        onClick={() => {
          const from = nextRangeStart(km.map((r) => r.kilometerTo));
          setConfiguration({
            kilometerCurve: [...km, { kilometerFrom: from, kilometerTo: from + 1, value: 'A' }],
          });
        }}
      >
        {t('settings.ranges.addKilometer')}
      </Button>
    </div>
  );
}
