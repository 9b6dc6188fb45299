import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { useOperation } from '../../../services/operations.api';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { DEFAULT_FACTS, RecordSummary } from '../shared/record-summary';
import { OutboundActions } from './outbound-actions';
import { outboundAnswers } from './outbound-answers';
import { OutboundOrders } from './outbound-orders';

// An outbound's tab (doc 3 §2 Outbound): the summary card (number, date, orders, executed,
// volumes, operator, status — ours: also the transporter and the dispatch position) with the
// record's actions, then the order table with volumes and products. Ours: while an outbound is
// PENDING but its machine refuses CANCEL (an order already dispatched or in progress, doc 3 §4),
// a line says why the Cancel button is off.

const content = stack({ gap: '3' });
const note = css({ m: '0', fontSize: 'sm', color: 'textMuted' });

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
          facts={[
            ...DEFAULT_FACTS,
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
      {record && outboundAnswers(record).cancelBlockedByWork && (
        <p className={note} role="note">
          {t('outbound.detail.cancelRefused')}
        </p>
      )}
      <OutboundOrders record={record} loading={detail.isLoading} error={detail.isError} />
    </div>
  );
}
