import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import type { DeviceReplay } from '../domain/device-replays';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { TextField } from '../ui/field';
import { FileUploadArea, megabytes } from '../ui/file-upload';
import { PageSection } from '../ui/page';
import { EmptyState } from '../ui/states';
import { Badge } from '../ui/status-badge';
import { useT } from '../ui/use-t';
import { BrokerPanel } from './broker-panel';
import { controlLanguageAtom } from './control-language';
import { DeviceReplayReport } from './device-replay-report';
import { RunStatus } from './run-status';
import { devicesApi } from './sim-api';
import { useControlAction } from './use-control-action';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });
// what `npm run devices -- record` and `generate` write (DESIGN §6)
const TRAFFIC_FILES = { 'application/x-ndjson': ['.jsonl', '.ndjson'] };
/** The one limit of a replay (issue 29): its whole POST body — the file's text, JSON-escaped, with
 * its name and speed — must fit the simulator's body limit (simulator/app.ts BODY_LIMIT_BYTES,
 * 413 beyond), so the drop zone states it and a file is measured against it before Start. */
export const REPLAY_BODY_LIMIT_BYTES = 1024 * 1024;
export const replayBodyBytes = (name: string, content: string, speed: number) =>
  new TextEncoder().encode(JSON.stringify({ name, content, speed })).length;
const SPEED = /^[0-9]{1,4}([.,][0-9]{1,2})?$/;
/** the speed factor typed (a decimal comma as pt-BR and es write it), null when not 0.01..1000 */
const speedOf = (text: string): number | null => {
  const n = Number(text.trim().replace(',', '.'));
  return SPEED.test(text.trim()) && n >= 0.01 && n <= 1000 ? n : null;
};

/** Device replays (issue 19 "Devices"): a recorded file played again at a speed on the simulator's
 * device broker, stopped on demand, its expected-versus-actual report at the end. The broker and
 * its platform are the simulator's (one session's devices), not the session picked on the page. */
export function DevicesPanel() {
  const t = useT();
  const language = useAtomValue(controlLanguageAtom);
  const api = useMemo(() => devicesApi(language), [language]);
  const { pending, run } = useControlAction();
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [speed, setSpeed] = useState('1');
  const [current, setCurrent] = useState<string | null>(null);
  const replays = useQuery({
    queryKey: ['control', 'device-replays'],
    queryFn: api.replays,
    refetchInterval: (query) =>
      query.state.data?.replays.some((r) => r.status === 'running') ? 1000 : false,
  });
  const shownId = current ?? replays.data?.replays[0]?.id ?? null;
  const shown = useQuery({
    queryKey: ['control', 'device-replay', shownId],
    queryFn: () => api.replay(shownId as string),
    enabled: shownId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
  const going = shown.data?.status === 'running';
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setContent(null);
    void chosen?.text().then(setContent);
  };
  const tooLarge =
    file !== null &&
    content !== null &&
    replayBodyBytes(file.name, content, speedOf(speed) ?? 1) > REPLAY_BODY_LIMIT_BYTES;
  const start = async () => {
    if (!file || content === null || tooLarge) return;
    const started = await run(
      'start',
      () => api.start({ name: file.name, content, speed: speedOf(speed) ?? 1 }),
      (r) => t('control.devices.started', { id: r.id }),
    );
    if (started) setCurrent(started.id);
  };

  if (replays.data && !replays.data.available)
    return <EmptyState message={t('control.devices.unavailable')} />;
  return (
    <div className={stack({ gap: '6' })}>
      <PageSection title={t('control.devices.start')}>
        <p>{t('control.devices.note', { session: replays.data?.session ?? '…' })}</p>
        <FileUploadArea
          label={t('control.devices.file')}
          maxFiles={1}
          accept={TRAFFIC_FILES}
          typesLabel="JSON Lines (.jsonl)"
          maxBytes={REPLAY_BODY_LIMIT_BYTES}
          onFiles={(files) => choose(files[0] ?? null)}
        />
        <p>{t('control.devices.limit', { size: megabytes(REPLAY_BODY_LIMIT_BYTES) })}</p>
        {file && !tooLarge && <p role="status">{t('control.devices.chosen', { name: file.name })}</p>}
        {tooLarge && (
          <p role="alert">
            {t('control.devices.tooLarge', { name: file.name, size: megabytes(REPLAY_BODY_LIMIT_BYTES) })}
          </p>
        )}
        <div className={row}>
          <TextField
            label={t('control.devices.speed')}
            hint={t('control.devices.speedHint')}
            inputMode="decimal"
            value={speed}
            onValueChange={setSpeed}
            error={speedOf(speed) !== null ? undefined : t('control.devices.speedInvalid')}
          />
          <Button
            disabled={!file || content === null || tooLarge || speedOf(speed) === null || going}
            loading={pending === 'start'}
            onClick={() => void start()}
          >
            {t('control.devices.play')}
          </Button>
        </div>
      </PageSection>

      {shown.data && (
        <RunStatus
          title={t('control.devices.replay', { id: shown.data.id, name: shown.data.name })}
          actions={
            going && (
              <Button
                variant="outline"
                loading={pending === 'stop'}
                onClick={() => void run('stop', () => api.stop(shown.data.id))}
              >
                {t('control.devices.stop')}
              </Button>
            )
          }
          running={going}
          progressLabel={t('control.devices.progress', shown.data.progress)}
          done={shown.data.progress.sent}
          total={shown.data.progress.total}
          failed={shown.data.status === 'failed'}
          error={shown.data.error}
        >
          {shown.data.report && (
            <DeviceReplayReport report={shown.data.report} stopped={shown.data.stopped} />
          )}
        </RunStatus>
      )}

      <BrokerPanel api={api} />

      <PageSection title={t('control.devices.history')}>
        <DataTable<DeviceReplay>
          caption={t('control.devices.history')}
          columns={[
            { key: 'id', header: t('control.devices.id') },
            { key: 'name', header: t('control.devices.file') },
            {
              key: 'speed',
              header: t('control.devices.speed'),
              align: 'right',
              render: (r) => `×${r.speed}`,
            },
            {
              key: 'status',
              header: t('control.devices.status'),
              render: (r) => (
                <Badge tone={r.status === 'running' ? 'info' : r.report?.ok ? 'success' : 'danger'}>
                  {t(
                    `control.devices.statuses.${r.status === 'done' && !r.report?.ok ? 'mismatch' : r.status}`,
                  )}
                </Badge>
              ),
            },
            {
              key: 'show',
              header: t('control.actions'),
              render: (r) => (
                <Button size="sm" variant="outline" onClick={() => setCurrent(r.id)}>
                  {t('control.devices.showOne', { id: r.id })}
                </Button>
              ),
            },
          ]}
          rows={replays.data?.replays}
          rowKey={(r) => r.id}
          loading={replays.isLoading}
          error={replays.isError}
        />
      </PageSection>
    </div>
  );
}
