import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { Spinner } from '../../ui/spinner';
import { RoutesList } from './routes-list';

// /routes and /routes/:routeId (doc 3 §2 Routes): the list, or one route's detail (a lazy chunk).

const RouteDetail = lazy(() => import('./route-detail'));

export function RoutesScreen() {
  const { routeId } = useParams<{ routeId?: string }>();
  if (!routeId) return <RoutesList />;
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <RouteDetail key={routeId} id={routeId} />
    </Suspense>
  );
}
