// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { operationsKeys, useOperationMutation } from '../../../src/services/operations.api';
import { ordersKeys, useOrderChange } from '../../../src/services/orders.api';
import { refreshAfterChange } from '../../../src/services/refresh-after-change';

// Issue 20 "Recovery after a refusal": after a failed change the record is fetched again at once,
// so the screen shows its current state (e.g. a packing someone else finalized) instead of the stale
// one until the 30 s refresh. Signed out in these tests, so the company part of the keys is 'none'.

const refused = () => Promise.reject(new Error('409: already finalized'));

describe('refreshAfterChange', () => {
  it('refreshes after a refusal and rethrows it', async () => {
    const refresh = vi.fn(async () => undefined);
    const onAnswer = vi.fn();
    await expect(refreshAfterChange(refused(), refresh, onAnswer)).rejects.toThrow('409');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('hands an answer over first, then refreshes, and returns the answer', async () => {
    const steps: string[] = [];
    const answer = await refreshAfterChange(
      Promise.resolve({ record: 'r1' }),
      async () => steps.push('refresh'),
      () => steps.push('answer'),
    );
    expect(answer).toEqual({ record: 'r1' });
    expect(steps).toEqual(['answer', 'refresh']);
  });
});

/** A hook that shows a cached record (fetched by `fetcher`) next to a change hook. */
function renderWithRecord<T>(key: readonly unknown[], useChange: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let status = 'PENDING';
  const fetcher = vi.fn(async () => ({ status }));
  const view = renderHook(
    () => ({ record: useQuery({ queryKey: key, queryFn: fetcher }), change: useChange() }),
    { wrapper },
  );
  return { view, fetcher, finalizeElsewhere: () => (status = 'DONE') };
}

describe('useOperationMutation', () => {
  it('refetches the record after a refused call: the screen shows its current state', async () => {
    const { view, fetcher, finalizeElsewhere } = renderWithRecord(
      operationsKeys.detail(null, 'packing', 'p1'),
      () => useOperationMutation('packing', refused),
    );
    await waitFor(() => expect(view.result.current.record.data).toEqual({ status: 'PENDING' }));
    finalizeElsewhere();
    await act(async () => {
      await expect(view.result.current.change.mutateAsync(undefined)).rejects.toThrow('409');
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(view.result.current.record.data).toEqual({ status: 'DONE' }));
  });
});

describe('useOrderChange', () => {
  it('refetches the order after a refused change', async () => {
    const { view, fetcher, finalizeElsewhere } = renderWithRecord(ordersKeys.detail(null, 'o1'), () =>
      useOrderChange(),
    );
    await waitFor(() => expect(view.result.current.record.data).toEqual({ status: 'PENDING' }));
    finalizeElsewhere();
    await act(async () => {
      await expect(view.result.current.change(refused())).rejects.toThrow('409');
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(view.result.current.record.data).toEqual({ status: 'DONE' }));
  });
});
