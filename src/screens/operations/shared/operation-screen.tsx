import { type ComponentType, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { useOperation } from '../../../services/operations.api';
import type { WarehouseKind } from '../../../services/operations.types';
import { PageHeader } from '../../../ui/page';
import { ALL_TAB, RecordTabs } from '../../../ui/record-tabs';
import { Spinner } from '../../../ui/spinner';
import { afterClose, useOpenTabs, withTab } from './open-tabs';

// The page of an operation kind (doc 3 §2): the "All" tab holds the list, each opened record gets
// a closable tab labelled with its code, and the address is /<kind> or /<kind>/<id>, so a reload
// or a link opens the same tab (the open tabs are kept in sessionStorage, open-tabs.ts).

export interface OpenableRow {
  id: string;
  code: string;
}

export interface OperationScreenProps {
  kind: WarehouseKind;
  /** the "All" tab; `onOpen` opens a record's tab */
  List: ComponentType<{ onOpen: (row: OpenableRow) => void }>;
  /** a record's tab (may be lazy) */
  Detail: ComponentType<{ id: string }>;
}

export function OperationScreen({ kind, List, Detail }: OperationScreenProps) {
  const intl = useIntl();
  const params = useParams<Record<string, string | undefined>>();
  const [, navigate] = useLocation();
  const activeId = Object.values(params).find((v): v is string => typeof v === 'string' && v !== '') ?? null;
  const [tabs, setTabs] = useOpenTabs(kind);

  // A tab opened by its address gets the record code as soon as the record is known.
  const active = useOperation(kind, activeId);
  const activeCode = active.data?.id === activeId ? active.data?.code : undefined;
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
      <PageHeader title={intl.formatMessage({ id: `nav.${kind}` })} />
      <RecordTabs
        label={intl.formatMessage({ id: 'operations.tabs' })}
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
