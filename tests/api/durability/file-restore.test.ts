import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../simulator/app';
import { DEFAULT_SESSION } from '../../../simulator/store/registry';
import { Store } from '../../../simulator/store/store';
import { call, expectStatus, NEW_ORDER, tokenFor } from '../orders-helpers';
import { SimClient } from '../sim-client';

// A snapshot restored into the default session's file (store/registry.ts `restore`) replaces the
// file whole — written beside it and renamed over it — and is what a restart finds.

const folder = mkdtempSync(join(tmpdir(), 'sim-file-restore-'));
const dbPath = join(folder, 'sim.db');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('restoring a snapshot into the data file', () => {
  it('leaves the snapshot in the file, and no file half-written beside it', async () => {
    const app = buildApp({ dbPath });
    const sim = new SimClient(app, DEFAULT_SESSION);
    const token = await tokenFor(sim, 'admin');
    expectStatus(await sim.request('POST', '/__sim/snapshots', { body: { id: 'before' } }), 201);
    const digest = await sim.digest();
    const created = expectStatus(await call(sim, token, 'POST', '/api/orders', NEW_ORDER), 201);
    await sim.restore('before');
    expect(await sim.digest()).toBe(digest);
    await app.close();

    expect(existsSync(`${dbPath}.restoring`)).toBe(false);
    const reopened = Store.open(dbPath);
    try {
      expect(reopened.orders.byId(created.order.id)).toBeNull();
      expect(reopened.seedSpec).not.toBeNull();
    } finally {
      reopened.close();
    }
  });
});
