import { stack } from '../../styled-system/patterns';
import type { ReplayCauses, ReplayReport } from '../domain/device-replays';
import { DataTable } from '../ui/data-table';
import { Badge } from '../ui/status-badge';
import { useT } from '../ui/use-t';

interface Row {
  key: string;
  expected: number | null;
  actual: number;
}

/** The rows of the command line's report (simulator/devices/tools/report.ts), in the same order:
 * expected is what the file says, actual what the broker delivered and the platform answered. */
function rowsOf(r: ReplayReport): Row[] {
  return [
    { key: 'readsSent', expected: r.reads.expected, actual: r.reads.sent },
    { key: 'readsDelivered', expected: r.reads.expected - r.reads.droppedByFault, actual: r.reads.delivered },
    { key: 'readsLost', expected: 0, actual: r.reads.lost },
    { key: 'readsDuplicated', expected: 0, actual: r.reads.duplicated },
    { key: 'readsOutOfOrder', expected: 0, actual: r.reads.outOfOrder },
    { key: 'passesArrived', expected: r.passes.expected, actual: r.passes.arrived },
    { key: 'passesDeparted', expected: r.passes.expected, actual: r.passes.departed },
    { key: 'confirmations', expected: r.confirmations.expected, actual: r.confirmations.actual },
  ];
}

/** The simulator-side causes (issue 32), one localized phrase each; rule ids and effects are the
 * simulator's own names (`f1`, `drop`, `pause-2`). */
function causePhrases(c: ReplayCauses | undefined, t: ReturnType<typeof useT>): string[] {
  if (!c) return [];
  return [
    ...c.rules.map((r) =>
      t('control.devices.causes.rule', { id: r.id, effect: r.effect, count: r.messages }),
    ),
    ...(c.disconnects ? [t('control.devices.causes.disconnects', { count: c.disconnects })] : []),
    ...(c.restarts ? [t('control.devices.causes.restarts', { count: c.restarts })] : []),
    ...(c.connectionDrops ? [t('control.devices.causes.drops', { count: c.connectionDrops })] : []),
    ...c.rejected.map((r) => t('control.devices.causes.rejected', { reason: r.reason, count: r.count })),
  ];
}

/** A finished replay's expected-versus-actual report and its verdict. */
export function DeviceReplayReport({ report, stopped }: { report: ReplayReport; stopped: boolean }) {
  const t = useT();
  const causes = causePhrases(report.causes, t);
  return (
    <div className={stack({ gap: '3' })}>
      <p role="status">
        <Badge tone={report.ok ? 'success' : 'danger'}>
          {report.ok ? t('control.devices.verdictOk') : t('control.devices.verdictMismatch')}
        </Badge>{' '}
        {t('control.devices.summary', {
          messages: report.file.messages,
          reads: report.file.reads,
          span: (report.file.spanMs / 1000).toFixed(1),
          speed: report.speed,
          seconds: report.seconds.toFixed(1),
        })}
        {stopped && ` ${t('control.devices.stoppedNote')}`}
      </p>
      <DataTable<Row>
        caption={t('control.devices.report')}
        columns={[
          {
            key: 'key',
            header: t('control.devices.measure'),
            render: (row) => t(`control.devices.rows.${row.key}`),
          },
          {
            key: 'expected',
            header: t('control.devices.expected'),
            align: 'right',
            render: (row) => (row.expected === null ? t('control.devices.notRecorded') : row.expected),
          },
          {
            key: 'actual',
            header: t('control.devices.actual'),
            align: 'right',
            render: (row) =>
              row.expected === null || row.expected === row.actual ? (
                row.actual
              ) : (
                <Badge tone="danger">{row.actual}</Badge>
              ),
          },
        ]}
        rows={rowsOf(report)}
        rowKey={(row) => row.key}
        loading={false}
      />
      <p>
        {t('control.devices.causes.title')}:{' '}
        {causes.length ? causes.join('; ') : t('control.devices.causes.none')}
      </p>
      {report.confirmations.routes.length > 0 && (
        <p>{t('control.devices.routes', { routes: report.confirmations.routes.join(', ') })}</p>
      )}
    </div>
  );
}
