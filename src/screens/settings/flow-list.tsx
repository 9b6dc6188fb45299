import { css } from '../../../styled-system/css';
import { FLOW_OPERATIONS, type FlowOperation } from '../../domain/operation-flow';
import type { Problem } from '../../domain/validation';
import { Button } from '../../ui/button';
import { NativeSelect } from '../../ui/native-select';
import { useT } from '../../ui/use-t';
import type { SetConfiguration, SettingsDraft } from './settings-draft';
import { useProblemText } from './settings-fields';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
const item = css({ display: 'flex', alignItems: 'flex-end', gap: '2', flexWrap: 'wrap' });
const position = css({ fontWeight: 'semibold', minWidth: '8', pb: '2' });

/**
 * doc 1 §3.3, §4: the next steps of one operation, edited as an ordered list (add, remove, move
 * up or down; `ordem` is the position). The chain rule (not itself, each next step once) is the
 * domain's (operation-flow.ts), shown on the entry it refuses.
 */
export function FlowList({
  operation,
  draft,
  problems,
  setConfiguration,
}: {
  operation: FlowOperation;
  draft: SettingsDraft;
  problems: Map<string, Problem>;
  setConfiguration: SetConfiguration;
}) {
  const t = useT();
  const text = useProblemText();
  const all = draft.configuration.operationFlows;
  const mine = all.map((entry, index) => ({ entry, index })).filter((e) => e.entry.type === operation);
  const save = (entries: typeof all) => {
    const others = all.filter((e) => e.type !== operation);
    setConfiguration({ operationFlows: [...others, ...entries.map((e, i) => ({ ...e, ordem: i + 1 }))] });
  };
  const chain = mine.map((m) => m.entry);
  const move = (from: number, to: number) => {
    const next = [...chain];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    save(next);
  };
  const free = FLOW_OPERATIONS.find((o) => o !== operation && !chain.some((e) => e.nextStep === o));
  const label = t(`settings.tab.${operation.toLowerCase()}`);
  return (
    <section aria-label={t('settings.flow.title', { operation: label })}>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', my: '2' })}>
        {t('settings.flow.title', { operation: label })}
      </h3>
      {chain.length === 0 && (
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('settings.flow.empty')}</p>
      )}
      <ol className={list}>
        {mine.map(({ entry, index }, i) => (
          <li key={`${entry.nextStep}-${index}`} className={item}>
            <span className={position}>{i + 1}.</span>
            <NativeSelect
              label={t('settings.flow.nextStep', { n: i + 1 })}
              items={FLOW_OPERATIONS.map((o) => ({ value: o, label: t(`settings.tab.${o.toLowerCase()}`) }))}
              value={entry.nextStep}
              onValueChange={(value) =>
                value && save(chain.map((e, j) => (j === i ? { ...e, nextStep: value as FlowOperation } : e)))
              }
              error={text(problems.get(`configuration.operationFlows.${index}.nextStep`))}
            />
            <Button variant="outline" size="sm" disabled={i === 0} onClick={() => move(i, i - 1)}>
              {t('settings.flow.up')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={i === chain.length - 1}
              onClick={() => move(i, i + 1)}
            >
              {t('settings.flow.down')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => save(chain.filter((_, j) => j !== i))}>
              {t('settings.flow.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className={css({ mt: '2' })}
        disabled={!free}
        onClick={() => free && save([...chain, { type: operation, ordem: chain.length + 1, nextStep: free }])}
      >
        {t('settings.flow.add')}
      </Button>
    </section>
  );
}
