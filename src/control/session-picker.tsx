import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { SIM_SESSION_NAME } from '../domain/sim-session-name';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { NativeSelect } from '../ui/native-select';
import { useT } from '../ui/use-t';
import { controlSessionAtom, useOwnSession, useSimApi } from './control-state';

const row = css({ display: 'flex', gap: '2', alignItems: 'flex-end' });

/** Which session the page acts on: one of the open ones, or a new name (opened on first use). */
export function SessionPicker() {
  const t = useT();
  const api = useSimApi();
  const [session, setSession] = useAtom(controlSessionAtom);
  const [typed, setTyped] = useState('');
  const sessions = useQuery({
    queryKey: ['control', 'sessions', session],
    queryFn: api.sessions,
    refetchInterval: 10_000,
  });
  const own = useOwnSession();
  const names = new Set([session, ...(sessions.data?.sessions.map((s) => s.session) ?? [])]);
  names.delete('');
  if (own) names.delete(own);
  const invalid = typed.trim() !== '' && !SIM_SESSION_NAME.test(typed.trim());
  const open = () => {
    if (!typed.trim() || invalid) return;
    setSession(typed.trim());
    setTyped('');
  };
  return (
    <>
      <NativeSelect
        label={t('control.session.label')}
        items={[
          {
            value: '',
            label: t('control.session.own', { session: own ?? '…' }),
          },
          ...[...names].sort().map((name) => ({ value: name, label: name })),
        ]}
        value={session}
        onValueChange={(value) => setSession(value ?? '')}
      />
      <form
        className={row}
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        <TextField
          label={t('control.session.other')}
          value={typed}
          onValueChange={setTyped}
          error={invalid ? t('control.session.invalidName') : undefined}
          placeholder="e2e-w0"
        />
        <Button type="submit" variant="outline" disabled={!typed.trim() || invalid}>
          {t('control.session.use')}
        </Button>
      </form>
    </>
  );
}
