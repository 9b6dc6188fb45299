import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, FailedState, SkeletonRows } from '../../ui/states';

/**
 * A dashboard block's three states (doc 1 §2.9): skeleton while loading, "unable to load" when the
 * call failed, "no data" when it answered nothing; otherwise its content.
 */
export function QueryBody<T>({
  query,
  isEmpty,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError'>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <FailedState />;
  if (query.isPending || query.data === undefined) return <SkeletonRows rows={3} columns={4} />;
  if (isEmpty(query.data)) return <EmptyState />;
  return <>{children(query.data)}</>;
}
