import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { OrderStatus, OrderType } from '../../../domain/orders';
import { useOrder } from '../../../services/orders.api';
import { afterClose, withTab } from '../../../ui/open-tabs';
import { PageHeader } from '../../../ui/page';
import { ALL_TAB, RecordTabs } from '../../../ui/record-tabs';
import { useT } from '../../../ui/use-t';
import { OccurrenceDetail } from './occurrence-detail';
import { OccurrenceList } from './occurrence-list';
import { openOccurrenceTabsAtom } from './occurrence-tabs';
import { RecordOccurrenceDialog } from './record-occurrence.dialog';

// /occurrence and /occurrence/:occurrenceId — doc 2 §2 "Occurrence page: orders filtered to status
// OCCURRENCE, with view-order action, record-occurrence dialog and a print-report button; tabs per
// opened item". A row opens its tab (the URL carries the order id, so a tab can be linked to);
// the eye opens the order detail modal of /orders.

const OrderDetailDialog = lazy(() =>
  import('../detail/order-detail.dialog').then((m) => ({ default: m.OrderDetailDialog })),
);

interface RecordTarget {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  type: OrderType;
}

export function OccurrenceScreen() {
  const t = useT();
  const params = useParams<{ occurrenceId?: string }>();
  const [, navigate] = useLocation();
  const activeId = params.occurrenceId ?? null;
  const [tabs, setTabs] = useAtom(openOccurrenceTabsAtom);
  const [viewing, setViewing] = useState<string | null>(null);
  const [recording, setRecording] = useState<RecordTarget | null>(null);

  // A tab opened by its address gets its order number as soon as the order is known.
  const active = useOrder(activeId);
  const activeNumber = active.data?.orderNumber;
  useEffect(() => {
    if (activeId) setTabs((open) => withTab(open, { id: activeId, label: activeNumber ?? activeId }));
  }, [activeId, activeNumber, setTabs]);

  const go = (id: string) =>
    navigate(id === ALL_TAB ? '/occurrence' : `/occurrence/${encodeURIComponent(id)}`);
  const close = (id: string) => {
    const next = afterClose(tabs, id);
    setTabs((open) => open.filter((tab) => tab.id !== id));
    if (id === activeId) go(next ?? ALL_TAB);
  };

  return (
    <>
      <PageHeader title={t('occurrence.title')} />
      <RecordTabs
        label={t('occurrence.tabs')}
        tabs={tabs}
        active={activeId ?? ALL_TAB}
        onSelect={go}
        onClose={close}
      >
        {activeId ? (
          <OccurrenceDetail orderId={activeId} onView={() => setViewing(activeId)} onRecord={setRecording} />
        ) : (
          <OccurrenceList
            onOpen={(row) => {
              setTabs((open) => withTab(open, { id: row.id, label: row.orderNumber }));
              go(row.id);
            }}
            onView={(row) => setViewing(row.id)}
            onRecord={setRecording}
          />
        )}
      </RecordTabs>
      {recording && <RecordOccurrenceDialog order={recording} onClose={() => setRecording(null)} />}
      {viewing && (
        <Suspense fallback={null}>
          <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}
