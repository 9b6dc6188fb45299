import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { RowActions } from '../ui/row-actions';
import { useT } from '../ui/use-t';
import { StubFormDialog } from './stub-form-dialog';
import { type StubRule, useStubsApi } from './stubs-api';
import { useControlAction } from './use-control-action';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const mono = css({ fontFamily: 'mono', fontSize: 'xs' });

/** What a stub needs besides method and path, said short: `?a=1`, a header, a body text. */
function matchText(s: StubRule): string {
  const { method = '*', path, query, headers, bodyContains } = s.request;
  const parts = [`${method} ${path}`];
  if (query) parts.push(`?${new URLSearchParams(query).toString()}`);
  for (const [name, value] of Object.entries(headers ?? {})) parts.push(`${name}: ${value}`);
  if (bodyContains) parts.push(`“${bodyContains}”`);
  return parts.join(' ');
}

/** The chosen session's stubs in the order they match, with how often each matched and
 * answered and how many answers it has left (refreshed every few seconds). */
export function StubsPanel() {
  const t = useT();
  const api = useStubsApi();
  const { pending, run } = useControlAction();
  const [adding, setAdding] = useState(false);
  const stubs = useQuery({ queryKey: ['control', 'stubs'], queryFn: api.stubs, refetchInterval: 3000 });

  return (
    <div className={stack({ gap: '4' })}>
      <p>{t('control.stubs.note')}</p>
      <div className={bar}>
        <Button onClick={() => setAdding(true)}>{t('control.stubs.add')}</Button>
        <Button
          variant="outline"
          disabled={!stubs.data?.stubs.length}
          loading={pending === 'clear'}
          onClick={() => void run('clear', api.clearStubs)}
        >
          {t('control.stubs.clear')}
        </Button>
      </div>
      <DataTable<StubRule>
        caption={t('control.tabs.stubs')}
        columns={[
          { key: 'id', header: t('control.stubs.id') },
          {
            key: 'match',
            header: t('control.stubs.match'),
            render: (s) => <span className={mono}>{matchText(s)}</span>,
          },
          {
            key: 'answer',
            header: t('control.stubs.answer'),
            render: (s) => String(s.response?.status ?? 200),
          },
          {
            key: 'remaining',
            header: t('control.stubs.remaining'),
            render: (s) => (s.remaining === null ? t('control.stubs.always') : String(s.remaining)),
          },
          { key: 'seen', header: t('control.stubs.seen'), align: 'right' },
          { key: 'fired', header: t('control.stubs.fired'), align: 'right' },
          { key: 'note', header: t('control.stubs.noteColumn'), render: (s) => s.note ?? '' },
          {
            key: 'actions',
            header: t('control.actions'),
            render: (s) => (
              <RowActions>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('control.stubs.removeOne', { id: s.id })}
                  loading={pending === `remove:${s.id}`}
                  onClick={() => void run(`remove:${s.id}`, () => api.removeStub(s.id))}
                >
                  {t('control.delete')}
                </Button>
              </RowActions>
            ),
          },
        ]}
        rows={stubs.data?.stubs}
        rowKey={(s) => s.id}
        loading={stubs.isLoading}
        error={stubs.isError}
      />
      {adding && <StubFormDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
