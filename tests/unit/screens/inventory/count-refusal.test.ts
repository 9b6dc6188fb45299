import { describe, expect, it } from 'vitest';
import type { Inventory, InventoryPosition } from '../../../../src/domain/inventory';
import { countRefusalText } from '../../../../src/screens/inventory/count-refusal';
import { inventoryPositionAnswers } from '../../../../src/screens/inventory/inventory-answers';

const countRefusal = (inventory: Inventory, position: InventoryPosition, user: string) =>
  inventoryPositionAnswers(inventory, position, user).countRefusal;

// issue 31: a refused count says which rule refused it and who may count instead (doc 3 §4 as the
// inventory-position machine encodes it: a recount needs another operator).

const ana = { id: 'usr-ana', name: 'Ana' };
const bia = { id: 'usr-bia', name: 'Bia' };

const position = (over: Partial<InventoryPosition>): InventoryPosition => ({
  id: 'ivp-1',
  positionId: 'pos-1',
  code: 'A-01-1-1',
  scanType: 'BARCODE',
  volume: 3,
  warehouse: { id: 'w', name: 'W' },
  status: 'PENDING',
  statusInInventory: null,
  user: null,
  firstCounter: null,
  counting: [],
  ...over,
});
const counted = (status: InventoryPosition['status'], user = ana) =>
  position({
    status,
    firstCounter: user.id,
    counting: [
      {
        id: 'c1',
        position: 'A-01-1-1',
        sequence: 1,
        user,
        countRealized: 2,
        countExpected: 3,
        status: 'DIVERGENT',
        startedAt: '2026-01-01T10:00:00Z',
        finishedAt: '2026-01-01T10:05:00Z',
        items: [],
      },
    ],
  });
const inventory = (status: Inventory['status']): Inventory => ({
  id: 'inv-1',
  code: 'INV-000001',
  inventoryDate: '2026-01-01',
  isOpen: status !== 'CLOSED' && status !== 'CANCELLED',
  type: 'DEFAULT',
  status,
  user: null,
  totalPositions: 1,
  finalized: 0,
  planningId: null,
  positions: [],
});
// the locale's texts as "key values" so the test reads which text and which values were said
const t = (key: string, values: Record<string, string> = {}) => `${key} ${JSON.stringify(values)}`;

describe('countRefusal (issue 31)', () => {
  it('lets anyone count a pending position, and another operator recount', () => {
    expect(countRefusal(inventory('INPROGRESS'), position({}), ana.id)).toBeNull();
    expect(countRefusal(inventory('RECOUNTING'), counted('RECOUNTING'), bia.id)).toBeNull();
  });

  it('a recount by the first counter: names them and says anyone else may recount', () => {
    const refusal = countRefusal(inventory('RECOUNTING'), counted('RECOUNTING'), ana.id);
    expect(refusal).toEqual({ kind: 'recount', counter: 'Ana', assigned: null });
    expect(countRefusalText(refusal as NonNullable<typeof refusal>, 'A-01-1-1', t)).toBe(
      `inventory.count.refusal.recount ${JSON.stringify({
        code: 'A-01-1-1',
        counter: 'Ana',
        who: 'inventory.count.refusal.anyOther {"counter":"Ana"}',
      })}`,
    );
  });

  it('names the assigned operator as who recounts, unless that is the first counter', () => {
    const assigned = { ...counted('RECOUNTING'), user: bia };
    expect(countRefusal(inventory('RECOUNTING'), assigned, ana.id)).toEqual({
      kind: 'recount',
      counter: 'Ana',
      assigned: 'Bia',
    });
    const self = { ...counted('RECOUNTING'), user: ana };
    expect(countRefusal(inventory('RECOUNTING'), self, ana.id)).toMatchObject({ assigned: null });
  });

  it('a counted, a finished position and a closed inventory each say their own rule', () => {
    expect(countRefusal(inventory('WAITING'), counted('WAITING'), bia.id)).toEqual({ kind: 'counted' });
    expect(countRefusal(inventory('INPROGRESS'), position({ status: 'DONE' }), ana.id)).toEqual({
      kind: 'finished',
    });
    expect(countRefusal(inventory('INPROGRESS'), position({ status: 'CANCELLED' }), ana.id)).toEqual({
      kind: 'finished',
    });
    expect(countRefusal(inventory('CLOSED'), position({}), ana.id)).toEqual({ kind: 'closed' });
    expect(countRefusalText({ kind: 'counted' }, 'B-1', t)).toBe(
      'inventory.count.refusal.counted {"code":"B-1"}',
    );
  });
});
