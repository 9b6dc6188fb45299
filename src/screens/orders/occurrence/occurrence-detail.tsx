import { flex, grid, hstack, stack } from '../../../../styled-system/patterns';
import { formatPhone } from '../../../services/display-masks';
import { formatDateTime } from '../../../services/format';
import { useOrder } from '../../../services/orders.api';
import { ViewIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { PageSection } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { FailedState } from '../../../ui/states';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { TrackingTab } from '../detail/tracking.tab';
import { orderAnswers } from '../order-answers';

// One opened occurrence (/occurrence/:occurrenceId, doc 2 §2 "tabs per opened item"): the order's
// essentials, its tracking history (where occurrences are recorded, newest first) and the
// record-occurrence and view-order actions. Refreshed every 30 s with the order (useOrder).

const content = stack({ gap: '4' });
const head = hstack({
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
});
const heading = hstack({
  gap: '2',
  fontSize: 'lg',
  fontWeight: 'semibold',
});
const actions = flex({ gap: '2' });
const facts = grid({
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  fontSize: 'sm',
  '& dt': { color: 'textMuted', fontSize: 'xs', fontWeight: 'semibold' },
  '& dd': { color: 'text' },
});
const center = flex({ justifyContent: 'center', p: '8' });

export function OccurrenceDetail({
  orderId,
  onView,
  onRecord,
}: {
  orderId: string;
  onView: () => void;
  onRecord: (order: NonNullable<ReturnType<typeof useOrder>['data']>) => void;
}) {
  const t = useT();
  const labels = useCodeLabels();
  const query = useOrder(orderId);
  const order = query.data;

  if (query.isLoading)
    return (
      <div className={center}>
        <Spinner size="lg" />
      </div>
    );
  if (!order) return <FailedState />;

  const recipient = order.recipient;
  const fact = (label: string, value: string | null | undefined) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );

  return (
    <div className={content}>
      <div className={head}>
        <h2 className={heading}>
          {t('occurrence.detail.title', { number: order.orderNumber })}
          <Badge tone={statusTone(order.status)}>{labels.status(order.status)}</Badge>
        </h2>
        <div className={actions}>
          <Button variant="outline" onClick={onView}>
            <ViewIcon />
            {t('occurrence.actions.viewOrderShort')}
          </Button>
          {orderAnswers(order).occurrenceStatuses.length > 0 && (
            <Button onClick={() => onRecord(order)}>{t('occurrence.actions.record')}</Button>
          )}
        </div>
      </div>
      <dl className={facts}>
        {fact(t('occurrence.columns.orderDate'), formatDateTime(order.orderDate))}
        {fact(t('occurrence.detail.deliveryDate'), formatDateTime(order.deliveryDate))}
        {fact(t('occurrence.columns.type'), labels.type(order.type))}
        {fact(t('occurrence.columns.transporter'), order.transporter?.nameTransporter)}
        {fact(t('occurrence.columns.client'), recipient?.name)}
        {fact(
          t('occurrence.detail.address'),
          [recipient?.street, recipient?.number].filter(Boolean).join(', ') +
            (recipient?.neighborhood ? ` - ${recipient.neighborhood}` : ''),
        )}
        {fact(t('occurrence.columns.city'), [recipient?.city, recipient?.state].filter(Boolean).join(' / '))}
        {fact(t('occurrence.detail.phone'), formatPhone(recipient?.phone))}
      </dl>
      <PageSection title={t('occurrence.detail.history')}>
        <TrackingTab order={order} canAdd={orderAnswers(order).addTracking} />
      </PageSection>
    </div>
  );
}
