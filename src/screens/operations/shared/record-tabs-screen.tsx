import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '../../../ui/page';
import { ALL_TAB, RecordTabs } from '../../../ui/record-tabs';
import { Spinner } from '../../../ui/spinner';
import { useT } from '../../../ui/use-t';
import { afterClose, useOpenTabs, withTab } from './open-tabs';
import type { OpenableRow } from './operation-screen';

// The tab shell of an operation with its own calls (not a WarehouseKind — crossdocking): "All"
// then a closable tab per opened record labelled with its code; the address (`/<kind>/<id>`)
// opens the same tab after a reload (handling and crossdocking share it).

export interface RecordTabsScreenProps {
  kind: 'handling' | 'crossdocking';
  /** the record open in the address, or null for the list */
  activeId: string | null;
  /** the active record's code once loaded (the tab's label) */
  activeCode: string | undefined;
  List: ComponentType<{ onOpen: (row: OpenableRow) => void }>;
  Detail: LazyExoticComponent<ComponentType<{ id: string }>>;
}

export function RecordTabsScreen({ kind, activeId, activeCode, List, Detail }: RecordTabsScreenProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [tabs, setTabs] = useOpenTabs(kind);
  useEffect(() => {
    if (activeId) setTabs((open) => withTab(open, { id: activeId, label: activeCode ?? activeId }));
  }, [activeId, activeCode, setTabs]);
  const go = (id: string) => navigate(id === ALL_TAB ? `/${kind}` : `/${kind}/${encodeURIComponent(id)}`);
  const close = (id: string) => {
    const next = afterClose(tabs, id);
    setTabs((open) => open.filter((tab) => tab.id !== id));
    if (id === activeId) go(next ?? ALL_TAB);
  };
  return (
    <>
      <PageHeader title={t(`nav.${kind}`)} />
      <RecordTabs
        label={t('operations.tabs')}
        tabs={tabs}
        active={activeId ?? ALL_TAB}
        onSelect={go}
        onClose={close}
      >
        {activeId ? (
          <Suspense fallback={<Spinner size="lg" />}>
            <Detail key={activeId} id={activeId} />
          </Suspense>
        ) : (
          <List
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
