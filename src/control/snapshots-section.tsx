import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { SIM_SESSION_NAME } from '../domain/sim-session-name';
import { formatDateTime } from '../services/format';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { TextField } from '../ui/field';
import { PageSection } from '../ui/page';
import { RowActions } from '../ui/row-actions';
import { useT } from '../ui/use-t';
import { useSimApi } from './control-state';
import type { Snapshot } from './sim-api';
import { useControlAction } from './use-control-action';

const form = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });

/** Snapshots: take one of the chosen session under a name, restore any into it, delete. They are
 * shared by every session (the simulator keeps the last 32). */
export function SnapshotsSection() {
  const t = useT();
  const api = useSimApi();
  const { pending, run } = useControlAction();
  const [name, setName] = useState('');
  const [restoring, setRestoring] = useState<Snapshot | null>(null);
  const snapshots = useQuery({ queryKey: ['control', 'snapshots'], queryFn: api.snapshots });
  const invalid = name.trim() !== '' && !SIM_SESSION_NAME.test(name.trim());

  return (
    <PageSection title={t('control.snapshots.title')}>
      <form
        className={form}
        onSubmit={(event) => {
          event.preventDefault();
          if (invalid) return;
          void run(
            'take',
            () => api.takeSnapshot(name.trim() || undefined),
            (s) => t('control.snapshots.taken', { id: s.id }),
          ).then(() => setName(''));
        }}
      >
        <TextField
          label={t('control.snapshots.name')}
          hint={t('control.snapshots.nameHint')}
          value={name}
          onValueChange={setName}
          error={invalid ? t('control.snapshots.invalidName') : undefined}
        />
        <Button type="submit" disabled={invalid} loading={pending === 'take'}>
          {t('control.snapshots.take')}
        </Button>
      </form>
      <DataTable<Snapshot>
        caption={t('control.snapshots.title')}
        columns={[
          { key: 'id', header: t('control.snapshots.id') },
          { key: 'session', header: t('control.snapshots.source') },
          {
            key: 'takenAt',
            header: t('control.snapshots.takenAt'),
            render: (s) => formatDateTime(s.takenAt),
          },
          { key: 'faults', header: t('control.snapshots.faults'), align: 'right' },
          { key: 'digest', header: t('control.snapshots.digest'), render: (s) => s.digest.slice(0, 12) },
          {
            key: 'actions',
            header: t('control.actions'),
            render: (s) => (
              <RowActions>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRestoring(s)}
                  aria-label={t('control.snapshots.restoreOne', { id: s.id })}
                >
                  {t('control.snapshots.restore')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={pending === `delete:${s.id}`}
                  aria-label={t('control.snapshots.deleteOne', { id: s.id })}
                  onClick={() => void run(`delete:${s.id}`, () => api.deleteSnapshot(s.id))}
                >
                  {t('control.delete')}
                </Button>
              </RowActions>
            ),
          },
        ]}
        rows={snapshots.data?.snapshots}
        rowKey={(s) => s.id}
        loading={snapshots.isLoading}
        error={snapshots.isError}
      />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        title={t('control.snapshots.restoreTitle')}
        message={t('control.snapshots.restoreMessage', { id: restoring?.id ?? '' })}
        confirmLabel={t('control.snapshots.restore')}
        tone="danger"
        loading={pending === 'restore'}
        onConfirm={() => {
          const id = restoring?.id;
          if (id) void run('restore', () => api.restoreSnapshot(id)).then(() => setRestoring(null));
        }}
      />
    </PageSection>
  );
}
