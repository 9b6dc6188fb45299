import { stack } from '../../styled-system/patterns';
import type { ReplayReport } from '../domain/device-replays';
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

/** A finished replay's expected-versus-actual report and its verdict. */
export function DeviceReplayReport({ report, stopped }: { report: ReplayReport; stopped: boolean }) {
  const t = useT();
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
      {report.confirmations.routes.length > 0 && (
        <p>{t('control.devices.routes', { routes: report.confirmations.routes.join(', ') })}</p>
      )}
    </div>
  );
}
