import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { sessionMachine } from '../../machines/session.machine';
import { clearQueryCache } from '../../services/query-cache';
import { SessionActorContext } from '../../services/session/session-context';
import { clearSession, getStoredSession, sessionAtom } from '../../services/session-store';
import { appStore } from '../../services/store';
import { restoredEvent, restoredSnapshot } from './restore';

/**
 * Holds the session machine's actor for the whole console. It starts from the stored session
 * (RESTORED, decided by the machine) and keeps the machine and the stored session in step:
 * - the stored session disappears while signed in (a 401 mid-session cleared it, doc 1 §8, or
 *   another tab signed out) → SESSION_EXPIRED and the cache is emptied;
 * - a stored session appears while signed out (another tab signed in) → RESTORED.
 * The machine itself stays pure; the network calls live in useSession().
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() => {
    const stored = getStoredSession();
    const snapshot = restoredSnapshot(stored);
    // A stored session the machine refuses (e.g. a SERVICE user) is not kept.
    if (stored && !snapshot) clearSession();
    return snapshot;
  });
  const actor = useActorRef(sessionMachine, initial ? { snapshot: initial } : undefined);

  useEffect(
    () =>
      appStore.sub(sessionAtom, () => {
        const stored = appStore.get(sessionAtom);
        const snapshot = actor.getSnapshot();
        if (!stored && snapshot.matches('fulfilled')) {
          actor.send({ type: 'SESSION_EXPIRED' });
          void clearQueryCache();
        } else if (stored && snapshot.matches('signedOut')) {
          actor.send(restoredEvent(stored));
        }
      }),
    [actor],
  );

  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}
