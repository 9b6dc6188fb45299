import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { DataTable } from '../ui/data-table';
import { TextField } from '../ui/field';
import { NativeSelect } from '../ui/native-select';
import { Badge } from '../ui/status-badge';
import { useT } from '../ui/use-t';
import { CallCountForm } from './call-count-form';
import { controlSessionAtom, useSimApi } from './control-state';
import { JournalDetail } from './journal-detail';
import {
  download,
  EMPTY_FILTERS,
  exportQuery,
  fileNameOf,
  isStatusFilter,
  type JournalFilters,
  journalQuery,
} from './journal-export';
import type { JournalEntry } from './sim-api';
import { useControlAction } from './use-control-action';

/** How often the live journal asks for news (the simulator answers from memory: cheap). */
const POLL_MS = 2000;
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
const mono = css({ fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' });

function statusTone(status: number | undefined) {
  if (status === undefined || status === 0 || status >= 500) return 'danger';
  if (status >= 400) return 'warning';
  return 'success';
}

/** The live journal of the chosen session: HTTP calls and MQTT messages, newest first. */
export function JournalPanel() {
  const t = useT();
  const api = useSimApi();
  const session = useAtomValue(controlSessionAtom);
  const { pending, run } = useControlAction();
  const [draft, setDraft] = useState<JournalFilters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<JournalFilters>(EMPTY_FILTERS);
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState<JournalEntry | null>(null);
  const query = journalQuery(filters);
  const journal = useQuery({
    queryKey: ['control', 'journal', session, query],
    queryFn: () => api.journal(query),
    refetchInterval: paused ? false : POLL_MS,
    select: (answer) => ({ control: answer.control, entries: [...answer.entries].reverse() }),
  });
  const entries = journal.data?.entries ?? [];
  /** The simulator builds the file (headers, bodies, payloads: simulator/har/har-build.ts). */
  const exportFile = (file: 'har' | 'mqtt', fallback: string) =>
    run(`export-${file}`, async () => {
      const answer = await api.journalFile(file, exportQuery(filters));
      if (answer._data)
        download(fileNameOf(answer.headers.get('content-disposition'), fallback), answer._data);
    });
  const statusInvalid = !isStatusFilter(draft.status);
  const set = <K extends keyof JournalFilters>(key: K, value: JournalFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className={stack({ gap: '4' })}>
      <form
        className={bar}
        onSubmit={(event) => {
          event.preventDefault();
          if (!statusInvalid) setFilters(draft);
        }}
      >
        <NativeSelect
          label={t('control.journal.kind')}
          items={[
            { value: 'http', label: 'HTTP' },
            { value: 'mqtt', label: 'MQTT' },
          ]}
          placeholder={t('control.journal.allKinds')}
          value={draft.kind || null}
          onValueChange={(value) => set('kind', (value ?? '') as JournalFilters['kind'])}
        />
        <TextField
          label={t('control.journal.route')}
          hint={t('control.journal.routeHint')}
          value={draft.route}
          onValueChange={(value) => set('route', value)}
        />
        <TextField
          label={t('control.journal.status')}
          placeholder="4xx"
          value={draft.status}
          onValueChange={(value) => set('status', value)}
          error={statusInvalid ? t('control.journal.statusInvalid') : undefined}
        />
        <Checkbox
          label={t('control.journal.faultOnly')}
          checked={draft.faultOnly}
          onCheckedChange={(checked) => set('faultOnly', checked)}
        />
        <Button type="submit" disabled={statusInvalid}>
          {t('control.journal.apply')}
        </Button>
      </form>
      <div className={bar}>
        <Button variant="outline" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? t('control.journal.resume') : t('control.journal.pause')}
        </Button>
        <Button
          variant="outline"
          loading={pending === 'clear'}
          onClick={() => void run('clear', api.clearJournal)}
        >
          {t('control.journal.clear')}
        </Button>
        <Button
          variant="outline"
          loading={pending === 'export-har'}
          disabled={!entries.some((e) => e.kind === 'http')}
          onClick={() => void exportFile('har', `journal-${session}.har`)}
        >
          {t('control.journal.exportHar')}
        </Button>
        <Button
          variant="outline"
          loading={pending === 'export-mqtt'}
          disabled={!entries.some((e) => e.kind === 'mqtt')}
          onClick={() => void exportFile('mqtt', `mqtt-${session}.jsonl`)}
        >
          {t('control.journal.exportMqtt')}
        </Button>
        <Checkbox
          label={t('control.journal.controlCalls')}
          checked={journal.data?.control ?? false}
          disabled={!journal.data || pending === 'control-calls'}
          onCheckedChange={(checked) => void run('control-calls', () => api.setJournalControl(checked))}
        />
        <span role="status">
          {paused
            ? t('control.journal.pausedNote')
            : t('control.journal.liveNote', { seconds: POLL_MS / 1000 })}
        </span>
      </div>
      {/* how many calls matched (POST /__sim/journal/count, issue 29) */}
      <CallCountForm />
      <DataTable<JournalEntry>
        caption={t('control.tabs.journal')}
        columns={[
          { key: 'seq', header: '#', align: 'right', width: '4rem' },
          { key: 'at', header: t('control.journal.at'), render: (e) => e.at.slice(11, 23) },
          { key: 'kind', header: t('control.journal.kind'), render: (e) => e.kind.toUpperCase() },
          {
            key: 'what',
            header: t('control.journal.what'),
            render: (e) => (
              <span className={mono}>
                {e.kind === 'http'
                  ? `${e.method} ${e.url}`
                  : `${e.direction === 'in' ? '→' : '←'} ${e.topic}`}
              </span>
            ),
          },
          {
            key: 'status',
            header: t('control.journal.status'),
            render: (e) =>
              e.kind === 'http' ? (
                <Badge tone={statusTone(e.status)}>
                  {e.status === 0 ? t('control.journal.dropped') : e.status}
                </Badge>
              ) : e.dropped ? (
                <Badge tone="danger">{t('control.journal.dropped')}</Badge>
              ) : null,
          },
          { key: 'ms', header: 'ms', align: 'right', render: (e) => e.ms ?? '' },
          {
            key: 'fault',
            header: t('control.journal.fault'),
            render: (e) => e.fault?.effects.join('; ') ?? '',
          },
        ]}
        rows={entries}
        rowKey={(e) => e.seq}
        loading={journal.isLoading}
        error={journal.isError}
        onRowClick={setOpen}
      />
      {open && <JournalDetail entry={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
