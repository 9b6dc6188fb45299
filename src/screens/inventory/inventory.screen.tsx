import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useInventory } from '../../services/inventory.api';
import { afterClose, type OpenTab, withTab } from '../../ui/open-tabs';
import { PageHeader } from '../../ui/page';
import { ALL_TAB, RecordTabs } from '../../ui/record-tabs';
import { Spinner } from '../../ui/spinner';
import { useT } from '../../ui/use-t';
import { InventoryList } from './inventory-list';

const InventoryDetail = lazy(() => import('./inventory-detail'));

/**
 * /inventory and /inventory/{id} (doc 3 §2 Inventory): the "All" tab holds the list, each opened
 * inventory a closable tab labelled with its code; the address names the open tab so a reload or
 * a link opens it.
 */
export function InventoryScreen() {
  const t = useT();
  const { inventoryId } = useParams<{ inventoryId?: string }>();
  const [, navigate] = useLocation();
  const [tabs, setTabs] = useState<OpenTab[]>([]);
  const active = useInventory(inventoryId ?? null);
  const code = active.data?.id === inventoryId ? active.data?.code : undefined;
  useEffect(() => {
    if (inventoryId) setTabs((open) => withTab(open, { id: inventoryId, label: code ?? inventoryId }));
  }, [inventoryId, code]);

  const go = (id: string) => navigate(id === ALL_TAB ? '/inventory' : `/inventory/${encodeURIComponent(id)}`);
  const close = (id: string) => {
    const next = afterClose(tabs, id);
    setTabs((open) => open.filter((tab) => tab.id !== id));
    if (id === inventoryId) go(next ?? ALL_TAB);
  };

  return (
    <>
      <PageHeader title={t('inventory.list.title')} />
      <RecordTabs tabs={tabs} active={inventoryId ?? ALL_TAB} onSelect={go} onClose={close}>
        {inventoryId ? (
          <Suspense fallback={<Spinner size="lg" />}>
            <InventoryDetail key={inventoryId} id={inventoryId} />
          </Suspense>
        ) : (
          <InventoryList
            onOpen={(row) => {
              setTabs((open) => withTab(open, { id: row.id, label: row.code }));
              go(row.id);
            }}
          />
        )}
      </RecordTabs>
    </>
  );
}
