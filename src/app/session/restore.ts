import { viewableCompanyDocuments } from '../../domain/user';
import { runFromStart } from '../../machines/ask';
import { type SessionEvent, sessionMachine } from '../../machines/session.machine';
import type { StoredSession } from '../../services/session-store';

export type SessionSnapshot = ReturnType<typeof sessionMachine.resolveState>;

/** The RESTORED event for a stored session (doc 1 §3.4: the token's company may be a subsidiary). */
export function restoredEvent(session: StoredSession): Extract<SessionEvent, { type: 'RESTORED' }> {
  return {
    type: 'RESTORED',
    userType: session.user.type,
    companyDocument: session.companyDocument,
    viewable: viewableCompanyDocuments(session.user),
  };
}

/**
 * The session snapshot to start from: signed in when a readable stored session exists and the
 * machine accepts RESTORED (not a SERVICE user, a viewable company), else null (start signed out).
 * Computed before the first render, so a reload on a deep link is not sent to /login first.
 */
export function restoredSnapshot(session: StoredSession | null): SessionSnapshot | null {
  if (!session) return null;
  const next = runFromStart(sessionMachine, [restoredEvent(session)]);
  return next.matches('fulfilled') ? (next as SessionSnapshot) : null;
}
