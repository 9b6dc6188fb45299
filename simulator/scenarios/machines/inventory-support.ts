import { DEMO_POSITION_IDS as POS } from '../../seed/demo/positions';
import { expectStatus } from '../check';
import type { SimClient } from '../sim-client';
import { adminToken } from './orders-area-support';

/**
 * What the inventory scenarios share (issue 13; doc 3 §7 Inventory): a fresh inventory over two
 * free principal positions with stock, the reads that match what its first position holds, and the
 * position calls (PUT /inventory/{id}/{item}).
 */
export interface InventoryWorld {
  token: string;
  id: string;
  /** the inventory-position ids, in the order of `POSITIONS` */
  items: string[];
  /** count reads equal to what the first position holds */
  matching: Array<{ product: string; countRealized: number }>;
}

/** the inventory's positions: its first one is the machine's position (the UI model counts it too) */
export const POSITIONS = [POS.storage, POS.picking];

export async function openInventory(api: SimClient): Promise<InventoryWorld> {
  const token = adminToken(api);
  const res = await api.request('POST', '/api/inventory', { token, body: { positions: POSITIONS } });
  expectStatus(res, 201, 'POST /inventory');
  const record = res.json().record as { id: string; positions: Array<{ id: string; positionId: string }> };
  const store = api.app.stores.get(api.session);
  const held = store.inventory.stockAt(POSITIONS[0]);
  if (held.length === 0) throw new Error(`scenario position ${POSITIONS[0]} holds no stock`);
  const items = POSITIONS.map((p) => {
    const found = record.positions.find((r) => r.positionId === p);
    if (!found) throw new Error(`inventory ${record.id} lacks position ${p}`);
    return found.id;
  });
  return {
    token,
    id: record.id,
    items,
    matching: held.map((h) => ({ product: h.productId, countRealized: h.quantity })),
  };
}

/** A call on one position of the inventory: assign (no action), COUNT, COMPLETED or CANCEL. */
export const positionCall = (
  api: SimClient,
  world: InventoryWorld,
  item: string,
  action: 'COUNT' | 'COMPLETED' | 'CANCEL' | null,
  body: unknown,
) =>
  api.request('PUT', `/api/inventory/${world.id}/${item}${action ? `?action=${action}` : ''}`, {
    token: world.token,
    body,
  });
