import { css } from '../../../styled-system/css';
import { SALES_CHANNEL_NEXT_STEPS, type SalesChannelNextStep } from '../../domain/operation-flow';
import type { Problem } from '../../domain/validation';
import { useSalesChannelChoices } from '../../services/sales-channels.api';
import { Button } from '../../ui/button';
import { NativeSelect } from '../../ui/native-select';
import { useT } from '../../ui/use-t';
import type { SetConfiguration, SettingsDraft } from './settings-draft';
import { NumberField, useProblemText } from './settings-fields';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr 2fr auto' },
  gap: '2',
  alignItems: 'end',
});

/** doc 1 §2.7 "Sales channel" tab, §3.3, §5: channel, ordem (at least 1) and next step per entry;
 * a channel can be chosen only once (its option is disabled in the other rows). */
export function SalesChannelTab({
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
  const channels = useSalesChannelChoices().data ?? [];
  const flows = draft.configuration.salesChannelFlows;
  const save = (next: typeof flows) => setConfiguration({ salesChannelFlows: next });
  const err = (i: number, field: string) =>
    text(problems.get(`configuration.salesChannelFlows.${i}.${field}`));
  const free = channels.find((c) => !flows.some((f) => f.type === c.code));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {flows.length === 0 && (
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('settings.flow.empty')}</p>
      )}
      {flows.map((f, i) => {
        const set = (patch: Partial<typeof f>) =>
          save(flows.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        return (
          <div key={f.type || `new-${i}`} className={row}>
            <NativeSelect
              label={t('settings.salesChannel.channel')}
              required
              items={channels.map((c) => ({
                value: c.code,
                label: `(${c.code}) - ${c.saleschannel}`,
                disabled: c.code !== f.type && flows.some((x) => x.type === c.code),
              }))}
              value={f.type || null}
              placeholder={t('settings.salesChannel.choose')}
              onValueChange={(v) => set({ type: v ?? '' })}
              error={err(i, 'type')}
            />
            <NumberField
              label={t('settings.salesChannel.ordem')}
              value={f.ordem}
              error={err(i, 'ordem')}
              onChange={(v) => set({ ordem: v })}
            />
            <NativeSelect
              label={t('settings.salesChannel.nextStep')}
              required
              items={SALES_CHANNEL_NEXT_STEPS.map((s) => ({
                value: s,
                label: t(`settings.tab.${s.toLowerCase()}`),
              }))}
              value={f.nextStep}
              onValueChange={(v) => v && set({ nextStep: v as SalesChannelNextStep })}
            />
            <Button variant="ghost" size="sm" onClick={() => save(flows.filter((_, j) => j !== i))}>
              {t('settings.flow.remove')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        disabled={!free}
        className={css({ alignSelf: 'flex-start' })}
        onClick={() =>
          free && save([...flows, { type: free.code, ordem: flows.length + 1, nextStep: 'PICKING' }])
        }
      >
        {t('settings.salesChannel.add')}
      </Button>
    </div>
  );
}
