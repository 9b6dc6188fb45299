import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { useHandling } from '../../../services/handling.api';
import { PageHeader } from '../../../ui/page';
import { ALL_TAB, RecordTabs } from '../../../ui/record-tabs';
import { Spinner } from '../../../ui/spinner';
import { useT } from '../../../ui/use-t';
import { afterClose, useOpenTabs, withTab } from '../shared/open-tabs';
import { HandlingList } from './handling-list';

// /handling and /handling/:handlingId (doc 3 §2: "All" then a closable tab per opened handling,
// labelled with its code; the address opens the same tab after a reload).

const HandlingDetail = lazy(() => import('./handling-detail'));

export function HandlingScreen() {
  const t = useT();
  const { handlingId } = useParams<{ handlingId?: string }>();
  const activeId = handlingId ?? null;
  const [, navigate] = useLocation();
  const [tabs, setTabs] = useOpenTabs('handling');
  const active = useHandling(activeId);
  const activeCode = active.data?.id === activeId ? active.data?.code : undefined;
  useEffect(() => {
    if (activeId) setTabs((open) => withTab(open, { id: activeId, label: activeCode ?? activeId }));
  }, [activeId, activeCode, setTabs]);
  const go = (id: string) => navigate(id === ALL_TAB ? '/handling' : `/handling/${encodeURIComponent(id)}`);
  const close = (id: string) => {
    const next = afterClose(tabs, id);
    setTabs((open) => open.filter((tab) => tab.id !== id));
    if (id === activeId) go(next ?? ALL_TAB);
  };
  return (
    <>
      <PageHeader title={t('nav.handling')} />
      <RecordTabs
        label={t('operations.tabs')}
        tabs={tabs}
        active={activeId ?? ALL_TAB}
        onSelect={go}
        onClose={close}
      >
        {activeId ? (
          <Suspense fallback={<Spinner size="lg" />}>
            <HandlingDetail key={activeId} id={activeId} />
          </Suspense>
        ) : (
          <HandlingList
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
