import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { RowActions } from '../ui/row-actions';
import { useT } from '../ui/use-t';
import { useSimApi } from './control-state';
import { FaultFormDialog } from './fault-form-dialog';
import { describeDelay } from './fault-text';
import type { FaultRule } from './sim-api';
import { useControlAction } from './use-control-action';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const mono = css({ fontFamily: 'mono', fontSize: 'xs' });

/** The chosen session's fault rules, in the order the simulator evaluates them, with how often
 * each matched and fired (refreshed every few seconds while calls come in). */
export function FaultsPanel() {
  const t = useT();
  const api = useSimApi();
  const { pending, run } = useControlAction();
  const [editing, setEditing] = useState<FaultRule | 'new' | null>(null);
  const faults = useQuery({ queryKey: ['control', 'faults'], queryFn: api.faults, refetchInterval: 3000 });

  const effect = (r: FaultRule) =>
    [
      r.delay ? describeDelay(r.delay) : null,
      r.status !== undefined ? t('control.faults.statusEffect', { status: r.status }) : null,
      r.drop ? t('control.faults.dropEffect') : null,
    ]
      .filter(Boolean)
      .join(' + ');
  const trigger = (r: FaultRule) =>
    r.first !== undefined
      ? t('control.faults.triggers.firstN', { n: r.first })
      : r.every !== undefined
        ? t('control.faults.triggers.everyN', { n: r.every })
        : r.probability !== undefined
          ? t('control.faults.triggers.probabilityP', { p: r.probability, seed: r.seed ?? 1 })
          : t('control.faults.triggers.always');

  return (
    <div className={stack({ gap: '4' })}>
      <div className={bar}>
        <Button onClick={() => setEditing('new')}>{t('control.faults.add')}</Button>
        <Button
          variant="outline"
          disabled={!faults.data?.rules.length}
          loading={pending === 'clear'}
          onClick={() => void run('clear', api.clearFaults)}
        >
          {t('control.faults.clear')}
        </Button>
      </div>
      <DataTable<FaultRule>
        caption={t('control.tabs.faults')}
        columns={[
          { key: 'id', header: t('control.faults.id') },
          {
            key: 'match',
            header: t('control.faults.match'),
            render: (r) => (
              <span className={mono}>{r.topic ? `MQTT ${r.topic}` : `${r.method ?? '*'} ${r.path}`}</span>
            ),
          },
          { key: 'effect', header: t('control.faults.effect'), render: effect },
          { key: 'trigger', header: t('control.faults.trigger'), render: trigger },
          { key: 'seen', header: t('control.faults.seen'), align: 'right' },
          { key: 'fired', header: t('control.faults.fired'), align: 'right' },
          { key: 'note', header: t('control.faults.note'), render: (r) => r.note ?? '' },
          {
            key: 'actions',
            header: t('control.actions'),
            render: (r) => (
              <RowActions>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('control.faults.editOne', { id: r.id })}
                  onClick={() => setEditing(r)}
                >
                  {t('control.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('control.faults.removeOne', { id: r.id })}
                  loading={pending === `remove:${r.id}`}
                  onClick={() => void run(`remove:${r.id}`, () => api.removeFault(r.id))}
                >
                  {t('control.delete')}
                </Button>
              </RowActions>
            ),
          },
        ]}
        rows={faults.data?.rules}
        rowKey={(r) => r.id}
        loading={faults.isLoading}
        error={faults.isError}
      />
      {editing && (
        <FaultFormDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
