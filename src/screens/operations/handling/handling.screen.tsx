import { lazy } from 'react';
import { useParams } from 'wouter';
import { useHandling } from '../../../services/handling.api';
import { RecordTabsScreen } from '../shared/record-tabs-screen';
import { HandlingList } from './handling-list';

// /handling and /handling/:handlingId (doc 3 §2: "All" then a closable tab per opened handling,
// labelled with its code; the address opens the same tab after a reload).

const HandlingDetail = lazy(() => import('./handling-detail'));

export function HandlingScreen() {
  const { handlingId } = useParams<{ handlingId?: string }>();
  const activeId = handlingId ?? null;
  const active = useHandling(activeId);
  return (
    <RecordTabsScreen
      kind="handling"
      activeId={activeId}
      activeCode={active.data?.id === activeId ? active.data?.code : undefined}
      List={HandlingList}
      Detail={HandlingDetail}
    />
  );
}
