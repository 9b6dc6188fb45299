import { patchCancel, putOperation, useAssignUser, useOperationMutation } from './operations.api';
import { getStoredSession } from './session-store';

// The packing detail's state-changing calls (simulator/OPERATIONS-CONTRACT.md "Calls"; doc 3 §2
// Packing, §4, §7), through the shared operation mutation: the answer's record replaces the cached
// detail and the packing lists and details refetch; a refused call is toasted and rethrown.

/** PUT /packing/:id?origin=web body: the volumes, each with the order items in it. */
export interface SaveVolumesBody {
  user: string | null;
  volumes: Array<{
    volume: number;
    items: Array<{ orderItemId: string; quantity: number; orderId: string }>;
  }>;
}

/** The signed-in user, sent as `user` of the save call. */
export const currentUserId = () => getStoredSession()?.user.id ?? null;

export function usePackingActions(id: string) {
  const assign = useAssignUser('packing');
  /** packing SAVE_VOLUMES (quantities per order item conserved, else 400). */
  const saveVolumes = useOperationMutation('packing', (body: SaveVolumesBody) =>
    putOperation('packing', { id }, { origin: 'web' }, body),
  );
  /** PUT /packing/:id?action=COMPLETED — packing FINALIZE (volumes renumbered from 1). */
  const finalize = useOperationMutation('packing', () =>
    putOperation('packing', { id }, { action: 'COMPLETED' }),
  );
  /** PATCH /packing/:id — packing CANCEL. */
  const cancel = useOperationMutation('packing', () => patchCancel('packing', id));
  return { assign, saveVolumes, finalize, cancel };
}
