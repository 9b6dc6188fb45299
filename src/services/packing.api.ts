import { patchCancel, putOperation, useAssignUser, useOperationMutation } from './operations.api';
import type { PackingVolumeLine } from './operations.types';
import { useCurrentUser } from './session/use-current-user';

// The packing detail's state-changing calls (simulator/OPERATIONS-CONTRACT.md "Calls"; doc 3 §2
// Packing, §4, §7), their bodies built here, through the shared operation mutation: the answer's
// record replaces the cached detail and the packing lists and details refetch; a refused call is
// toasted and rethrown.

/** The volume lines of each order of a packing as the detail edits them, by order (item) id. */
export type VolumeLinesByOrder = Record<string, readonly PackingVolumeLine[]>;

/** The body of PUT /packing/:id?origin=web (doc 3 §7): volumes each with its number and the items
 * (order item, quantity, order) in it, over every order of the packing; empty lines left out. */
export function saveVolumesBody(drafts: VolumeLinesByOrder, user: string | null) {
  const byVolume = new Map<number, Array<{ orderItemId: string; quantity: number; orderId: string }>>();
  for (const lines of Object.values(drafts))
    for (const l of lines) {
      if (l.quantity <= 0) continue;
      const items = byVolume.get(l.volume) ?? [];
      items.push({ orderItemId: l.orderItem, quantity: l.quantity, orderId: l.order });
      byVolume.set(l.volume, items);
    }
  return {
    user,
    volumes: [...byVolume].sort(([a], [b]) => a - b).map(([volume, items]) => ({ volume, items })),
  };
}

export function usePackingActions(id: string) {
  const me = useCurrentUser();
  const assign = useAssignUser('packing');
  /** packing SAVE_VOLUMES (quantities per order item conserved, else 400). */
  const saveVolumes = useOperationMutation('packing', (drafts: VolumeLinesByOrder) =>
    putOperation('packing', { id }, { origin: 'web' }, saveVolumesBody(drafts, me?.id ?? null)),
  );
  /** PUT /packing/:id?action=COMPLETED — packing FINALIZE (volumes renumbered from 1). */
  const finalize = useOperationMutation('packing', () =>
    putOperation('packing', { id }, { action: 'COMPLETED' }),
  );
  /** PATCH /packing/:id — packing CANCEL. */
  const cancel = useOperationMutation('packing', () => patchCancel('packing', id));
  return { assign, saveVolumes, finalize, cancel };
}
