import { useState } from 'react';
import { flex } from '../../../../styled-system/patterns';
import { useOrder } from '../../../services/orders.api';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { FailedState } from '../../../ui/states';
import { type TabDef, Tabs } from '../../../ui/tabs';
import { useT } from '../../../ui/use-t';
import { orderAnswers } from '../order-answers';
import { AddressTab } from './address.tab';
import { AttachmentsTab } from './attachments.tab';
import { ChecklistTab } from './checklist.tab';
import { keepEscapeForInlineEdit } from './inline-field';
import { OrdersSoTab } from './orders-so.tab';
import { SummaryTab } from './summary.tab';
import { TrackingTab } from './tracking.tab';

// doc 2 §2 "Order detail modal": opened with an order id; title is the order-info title plus the
// order number; tabs Summary, Address, Attachments, Tracking, Orders SO (only when linked service
// orders exist), Checklist (only when origin is CHECKLIST). Status changes are not made here
// (doc 2 §4); what may be edited is the order machine's answer (EDIT, ADD_TRACKING).

const loading = flex({ justifyContent: 'center', py: '10' });

export interface OrderDetailDialogProps {
  orderId: string;
  /** the number known from the list, so the title shows it while the order loads */
  orderNumber?: string;
  onClose: () => void;
}

export function OrderDetailDialog({ orderId, orderNumber, onClose }: OrderDetailDialogProps) {
  const t = useT();
  const order = useOrder(orderId);
  const [tab, setTab] = useState('summary');
  const data = order.data;

  let content: React.ReactNode;
  if (order.isLoading)
    content = (
      <div className={loading}>
        <Spinner size="lg" />
      </div>
    );
  else if (!data) content = <FailedState />;
  else {
    const editable = orderAnswers(data).edit;
    const tabs: TabDef[] = [
      {
        value: 'summary',
        label: t('orders.detail.tabs.summary'),
        content: <SummaryTab order={data} editable={editable} />,
      },
      {
        value: 'address',
        label: t('orders.detail.tabs.address'),
        content: <AddressTab order={data} editable={editable} />,
      },
      {
        value: 'attachments',
        label: t('orders.detail.tabs.attachments'),
        content: <AttachmentsTab order={data} editable={editable} />,
      },
      {
        value: 'tracking',
        label: t('orders.detail.tabs.tracking'),
        content: <TrackingTab order={data} canAdd={orderAnswers(data).addTracking} />,
      },
    ];
    if ((data.ordersSO ?? []).length > 0)
      tabs.push({
        value: 'ordersSo',
        label: t('orders.detail.tabs.ordersSo'),
        content: <OrdersSoTab orders={data.ordersSO} />,
      });
    if (data.origin === 'CHECKLIST')
      tabs.push({
        value: 'checklist',
        label: t('orders.detail.tabs.checklist'),
        content: <ChecklistTab order={data} />,
      });
    content = (
      <Tabs
        label={t('orders.detail.tabs.label')}
        value={tabs.some((x) => x.value === tab) ? tab : 'summary'}
        onValueChange={setTab}
        tabs={tabs}
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      onEscapeKeyDown={keepEscapeForInlineEdit}
      title={t('orders.detail.title', { number: data?.orderNumber ?? orderNumber ?? '' })}
    >
      {content}
    </Dialog>
  );
}
