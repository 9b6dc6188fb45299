// A state-changing call is followed, whatever its outcome, by a refetch of what it touched. After a
// refusal (409: someone else finalized or changed the record meanwhile) the screen must show the
// record's current state at once, not the stale one with its enabled buttons until the next 30 s
// refresh (doc 1 §7.1, doc 3 §2 "Live data refresh"; issue 20 "Recovery after a refusal").
// Every mutation of the console goes through here: the operations' `useOperationMutation` and the
// orders area's `useOrderChange`.

/**
 * Awaits `call`; on an answer hands it to `onAnswer` (e.g. to put the returned record in the cache)
 * and returns it; on a failure rethrows it. In both cases `refresh` runs afterwards and is awaited,
 * so what the caller does next (close a dialog, re-enable a button) meets the refetched record.
 */
export async function refreshAfterChange<T>(
  call: Promise<T>,
  refresh: () => Promise<unknown>,
  onAnswer?: (answer: T) => void,
): Promise<T> {
  try {
    const answer = await call;
    onAnswer?.(answer);
    return answer;
  } finally {
    await refresh();
  }
}
