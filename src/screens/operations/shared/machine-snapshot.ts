import type { AnyStateMachine } from 'xstate';
import { snapshotAt } from '../../../machines/resolve';

// A record's or item's lifecycle snapshot for a view (DESIGN §3): the stored status and the
// context the guards read (lines, volumes). A status the machine does not know (a record in a state
// that kind never stores) allows nothing.

export interface Permissions<E> {
  can: (event: E) => boolean;
}

export function permissionsAt<E extends { type: string }>(
  machine: AnyStateMachine,
  status: string,
  context: Record<string, unknown>,
): Permissions<E> {
  try {
    const snapshot = snapshotAt(machine, status, context);
    return { can: (event) => snapshot.can(event as never) };
  } catch {
    return { can: () => false };
  }
}
