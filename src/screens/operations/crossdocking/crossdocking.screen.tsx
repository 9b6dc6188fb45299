import { lazy } from 'react';
import { useParams } from 'wouter';
import { useCrossdocking } from '../../../services/crossdocking.api';
import { RecordTabsScreen } from '../shared/record-tabs-screen';
import { CrossdockingList } from './crossdocking-list';

// /crossdocking and /crossdocking/:crossdockingId: the list, and a tab per opened crossdock.

const CrossdockingDetail = lazy(() => import('./crossdocking-detail'));

export function CrossdockingScreen() {
  const { crossdockingId } = useParams<{ crossdockingId?: string }>();
  const activeId = crossdockingId ?? null;
  const active = useCrossdocking(activeId);
  return (
    <RecordTabsScreen
      kind="crossdocking"
      activeId={activeId}
      activeCode={active.data?.id === activeId ? active.data?.code : undefined}
      List={CrossdockingList}
      Detail={CrossdockingDetail}
    />
  );
}
