import { stack } from '../../../../styled-system/patterns';
import { useOperation } from '../../../services/operations.api';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { RecordSummary } from '../shared/record-summary';
import { OutboundActions } from './outbound-actions';
import { OutboundOrders } from './outbound-orders';

// An outbound's tab (doc 3 §2 Outbound): the summary card (number, date, orders, executed,
// volumes, operator, status — ours: also the transporter and the dispatch position) with the
// record's actions, then the order table with volumes and products.

const content = stack({ gap: '3' });

export default function OutboundDetail({ id }: { id: string }) {
  const t = useT();
  const detail = useOperation('outbound', id);
  const record = detail.data;
  if (detail.isError && !record) return <FailedState />;
  const none = t('outbound.detail.none');
  return (
    <div className={content}>
      {record && (
        <RecordSummary
          record={record}
          date={record.outboundDate}
          more={[
            {
              key: 'transporter',
              label: t('outbound.detail.transporter'),
              value: record.transportador?.nameTransporter ?? none,
            },
            { key: 'position', label: t('outbound.detail.position'), value: record.position?.code ?? none },
          ]}
          actions={<OutboundActions record={record} />}
        />
      )}
      <OutboundOrders record={record} loading={detail.isLoading} error={detail.isError} />
    </div>
  );
}
