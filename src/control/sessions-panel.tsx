import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { TextField } from '../ui/field';
import { NativeSelect } from '../ui/native-select';
import { PageSection } from '../ui/page';
import { useT } from '../ui/use-t';
import { controlSessionAtom, useSessionName, useSimApi } from './control-state';
import { SetupFileSection } from './setup-file-section';
import type { SimSession } from './sim-api';
import { SnapshotsSection } from './snapshots-section';
import { useControlAction } from './use-control-action';

/** simulator/seed/sizes.ts SEED_SIZES: the demo set, then generated data on top of it */
const SIZES = ['demo', 'small', 'medium', 'large'] as const;
const form = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const MAX_SEED = 4_294_967_295;

/** Sessions: the chosen one's data (reset, reseed), every open session, the snapshots, and the
 * session's setup as a file (export, import). */
export function SessionsPanel() {
  const t = useT();
  const api = useSimApi();
  const [session, setSession] = useAtom(controlSessionAtom);
  const { pending, run } = useControlAction();
  const [confirm, setConfirm] = useState<'reset' | 'seed' | null>(null);
  const [seed, setSeed] = useState('1');
  const [size, setSize] = useState<string>('demo');
  const sessions = useQuery({ queryKey: ['control', 'sessions', session], queryFn: api.sessions });
  const name = useSessionName();
  const seedNumber = Number(seed);
  const seedInvalid = !/^[0-9]{1,10}$/.test(seed.trim()) || seedNumber > MAX_SEED;

  const act = async () => {
    if (confirm === 'reset') await run('reset', api.reset);
    if (confirm === 'seed') await run('seed', () => api.seed(seedNumber, size));
    setConfirm(null);
  };

  return (
    <div className={stack({ gap: '6' })}>
      <PageSection
        title={t('control.session.current', { session: name })}
        actions={
          <Button variant="danger" loading={pending === 'reset'} onClick={() => setConfirm('reset')}>
            {t('control.session.reset')}
          </Button>
        }
      >
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!seedInvalid) setConfirm('seed');
          }}
        >
          <TextField
            label={t('control.session.seed')}
            inputMode="numeric"
            value={seed}
            onValueChange={setSeed}
            error={seedInvalid ? t('control.session.seedInvalid', { max: MAX_SEED }) : undefined}
          />
          <NativeSelect
            label={t('control.session.size')}
            items={SIZES.map((s) => ({ value: s, label: t(`control.sizes.${s}`) }))}
            value={size}
            onValueChange={(value) => value && setSize(value)}
          />
          <Button type="submit" variant="outline" disabled={seedInvalid} loading={pending === 'seed'}>
            {t('control.session.reseed')}
          </Button>
        </form>
      </PageSection>

      <PageSection title={t('control.session.open')}>
        <DataTable<SimSession>
          caption={t('control.session.open')}
          columns={[
            { key: 'session', header: t('control.session.name') },
            { key: 'seed', header: t('control.session.seed'), align: 'right' },
            { key: 'size', header: t('control.session.size'), render: (s) => t(`control.sizes.${s.size}`) },
            {
              key: 'actions',
              header: t('control.actions'),
              render: (s) =>
                s.session === name ? (
                  t('control.session.inUse')
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('control.session.switchTo', { session: s.session })}
                    onClick={() => setSession(s.session)}
                  >
                    {t('control.session.use')}
                  </Button>
                ),
            },
          ]}
          rows={sessions.data?.sessions}
          rowKey={(s) => s.session}
          loading={sessions.isLoading}
          error={sessions.isError}
        />
      </PageSection>

      <SnapshotsSection />

      <SetupFileSection />

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'seed' ? t('control.session.reseedTitle') : t('control.session.resetTitle')}
        message={
          confirm === 'seed'
            ? t('control.session.reseedMessage', { session: name, seed, size: t(`control.sizes.${size}`) })
            : t('control.session.resetMessage', { session: name })
        }
        confirmLabel={confirm === 'seed' ? t('control.session.reseed') : t('control.session.reset')}
        tone="danger"
        loading={pending !== null}
        onConfirm={() => void act()}
      />
    </div>
  );
}
