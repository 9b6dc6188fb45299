import type { PositionView } from '../../../src/domain/positions';
import { DEMO_POSITION_IDS as POS } from '../../seed/demo/positions';
import { check, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';

/**
 * What the inventory scenarios share (issue 13; doc 3 §7 Inventory): a fresh inventory over two
 * free principal positions, made through the API (no store written in-process, so the UI models
 * make it the same way on the browser's session), the reads that match what each position holds,
 * and the position calls (PUT /inventory/{id}/{item}).
 */
export interface InventoryWorld {
  token: string;
  id: string;
  /** the inventory-position ids, in the order of `POSITIONS` */
  items: string[];
  /** per position (the order of `POSITIONS`): count reads equal to what it holds */
  reads: Array<Array<{ product: string; countRealized: number }>>;
}

/** the inventory's positions: its first one is the inventory-position machine's position (the UI
 * model counts it too); the inventory machine moves both */
export const POSITIONS = [POS.storage, POS.picking];

/** What a position holds, as GET /position/{id} answers it: one read per product. */
async function heldReads(api: ScenarioApi, token: string, positionId: string) {
  const res = await api.get(`/api/position/${positionId}`, token);
  expectStatus(res, 200, 'GET /position/{id}');
  const byProduct = new Map<string, number>();
  for (const s of (res.json() as PositionView).storageItems)
    if (s.quantity > 0) byProduct.set(s.product.id, (byProduct.get(s.product.id) ?? 0) + s.quantity);
  return [...byProduct].map(([product, countRealized]) => ({ product, countRealized }));
}

/** POST /inventory over `POSITIONS` by the caller of `token`, and what its positions hold. */
export async function openInventory(api: ScenarioApi, token: string): Promise<InventoryWorld> {
  const res = await api.request('POST', '/api/inventory', { token, body: { positions: POSITIONS } });
  expectStatus(res, 201, 'POST /inventory');
  const record = res.json().record as { id: string; positions: Array<{ id: string; positionId: string }> };
  const items = POSITIONS.map((p) => {
    const found = record.positions.find((r) => r.positionId === p);
    if (!found) throw new Error(`inventory ${record.id} lacks position ${p}`);
    return found.id;
  });
  const reads = await Promise.all(POSITIONS.map((p) => heldReads(api, token, p)));
  for (const [i, r] of reads.entries())
    check(r.length > 0, `scenario position ${POSITIONS[i]} holds no stock`);
  return { token, id: record.id, items, reads };
}

/** The reads of a count of position `index`: what it holds, one unit more of its first product
 * when the count `diverges`. */
export const countReads = (world: InventoryWorld, index: number, diverges: boolean) =>
  world.reads[index].map((r, i) => (diverges && i === 0 ? { ...r, countRealized: r.countRealized + 1 } : r));

/** A call on one position of the inventory: assign (no action), COUNT, COMPLETED or CANCEL. */
export const positionCall = (
  api: ScenarioApi,
  world: InventoryWorld,
  item: string,
  action: 'COUNT' | 'COMPLETED' | 'CANCEL' | null,
  body: unknown,
) =>
  api.request('PUT', `/api/inventory/${world.id}/${item}${action ? `?action=${action}` : ''}`, {
    token: world.token,
    body,
  });
