import { describe, expect, it } from 'vitest';
import { DEMO_POSITION_IDS as POS } from '../../simulator/seed/demo/positions';
import { operationsSetup } from './operations-helpers';
import { expectStatus, principal } from './orders-helpers';
import { simulator } from './sim-client';

// The positions register (doc 3 §2 Positions, §4, §5, §7): read by id and by code, create, edit,
// delete (refused while in inventory or holding stock).
const app = simulator();

const NEW = {
  warehouse: 'whs-000001',
  type: 'STORAGE',
  street: 'z',
  column: '09',
  level: '1',
  gap: '1',
  aliasStreet: 'R',
  aliasColumn: 'C',
  aliasLevel: 'N',
  aliasGap: 'V',
  height: '100',
  width: '120',
  depth: '80',
  weight: '500',
  volume: '0.96',
};

describe('positions register', () => {
  it('creates a position from its parts (code uppercased), reads it by id and by code, edits it', async () => {
    const t = await operationsSetup(app);
    const created = expectStatus(await t.send('POST', '/api/position', NEW), 201);
    expect(created.record).toMatchObject({
      code: 'Z-09-1-1',
      aliasStreet: 'R',
      height: 100,
      storageItems: [],
    });
    const byCode = await t.ok('GET', `/api/position/Z-09-1-1?id=${NEW.warehouse}`);
    expect(byCode.id).toBe(created.id);
    const edited = await t.ok('PATCH', `/api/position/${created.id}`, {
      type: 'GENERAL',
      rfidCode: 'E200-1',
    });
    expect(edited.record).toMatchObject({ type: 'GENERAL', rfidCode: 'E200-1', code: 'Z-09-1-1' });
    const listed = await t.ok('GET', '/api/position?code=Z-09');
    expect(listed.positions.map((p: { id: string }) => p.id)).toEqual([created.id]);
    await t.ok('DELETE', `/api/position/${created.id}`);
    expectStatus(await t.send('GET', `/api/position/${created.id}`), 404);
  });

  it('bad input: doc 3 §5 rules answer 400 with the fields, nothing written', async () => {
    const t = await operationsSetup(app);
    const body = await t.expectRefused(400, () =>
      t.send('POST', '/api/position', { ...NEW, aliasStreet: 'RU', height: '0', type: '' }),
    );
    expect(body.problems.map((p: { field: string }) => p.field)).toEqual(['type', 'aliasStreet', 'height']);
    await t.expectRefused(400, () => t.send('POST', '/api/position', { ...NEW, street: '' }));
    // with the full code the parts are not needed
    expectStatus(
      await t.send('POST', '/api/position', { ...NEW, street: '', aliasStreet: 'LONG', code: 'x-1' }),
      201,
    );
    await t.expectRefused(409, () => t.send('POST', '/api/position', { ...NEW, street: '', code: 'X-1' }));
  });

  it('another company’s position is refused; delete refused in inventory or with stock', async () => {
    const t = await operationsSetup(app);
    expectStatus(await t.send('GET', `/api/position/${POS.outsider}`), 403);
    await t.expectRefused(403, () => t.send('DELETE', `/api/position/${POS.outsider}`));
    const inventory = await t.expectRefused(409, () => t.send('DELETE', `/api/position/${POS.inInventory}`));
    expect(inventory.message).toMatch(/inventory|inventário/);
    const stocked = t
      .store()
      .db.prepare(`SELECT p.id FROM positions p JOIN warehouse_position_items i ON i.positionId = p.id
        WHERE p.companyDocument = ? AND p.inInventory = 0 AND i.quantity > 0 LIMIT 1`)
      .pluck()
      .get(principal) as string;
    const body = await t.expectRefused(409, () => t.send('DELETE', `/api/position/${stocked}`));
    expect(body.message).toMatch(/stock|estoque/);
    const detail = await t.ok('GET', `/api/position/${stocked}`);
    expect(detail.storageItems.length).toBeGreaterThan(0);
  });
});
