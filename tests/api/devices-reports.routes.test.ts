import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { SEED_EPOCH } from '../../simulator/seed/epoch';
import type { HandlingHistoryAnswer, SmartCounterAnswer } from '../../src/domain/device-records';
import { SimClient, simulator } from './sim-client';

// The two device reports: GET /position-handling/history (doc 3 §7 Handling) and the smart
// counter's device service GET /device-service/smart-counter/{document} (doc 3 §7 Devices).
const app = simulator();

describe('GET /position-handling/history', () => {
  it('answers histories and total, newest first, paginated', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const res = await sim.get('/api/position-handling/history?page=1&take=3', token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as HandlingHistoryAnswer;
    expect(body.total).toBe(8);
    expect(body.histories).toHaveLength(3);
    expect(body.histories[0]).toMatchObject({
      operation: 'RFID_PORTAL',
      positionCodeOrigin: expect.stringMatching(/^DOCA-0/),
      rfidcode: expect.any(String),
      warehouse: { name: 'CD SÃO PAULO', building: { name: 'MATRIZ' } },
    });
    const dates = body.histories.map((h) => h.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page3 = (await sim.get('/api/position-handling/history?page=3&take=3', token)).json();
    expect(page3.histories).toHaveLength(2);
  });

  it('filters by initialDate and finalDate (whole days) and report=1 answers every row', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const none = (
      await sim.get('/api/position-handling/history?initialDate=2030-01-01&finalDate=2030-01-02', token)
    ).json();
    expect(none).toEqual({ histories: [], total: 0 });
    // the seed's rows are 3 h apart before the seed epoch (noon UTC, 09:00 in the platform's zone)
    const epochDay = new Date(SEED_EPOCH - 3 * 3_600_000).toISOString().slice(0, 10);
    const day = (
      await sim.get(`/api/position-handling/history?initialDate=${epochDay}&finalDate=${epochDay}`, token)
    ).json();
    expect(day.total).toBeGreaterThan(0);
    expect(day.total).toBeLessThan(8);
    const all = (await sim.get('/api/position-handling/history?report=1&take=2', token)).json();
    expect(all.histories).toHaveLength(8);
  });

  it('400 for bad dates or take; 401 without a token', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    for (const q of [
      'initialDate=2025-02-30',
      'initialDate=2025-01-07&finalDate=2025-01-06',
      'take=0',
      'take=5000',
      'page=x',
    ])
      expect((await sim.get(`/api/position-handling/history?${q}`, token)).statusCode, q).toBe(400);
    expect((await sim.get('/api/position-handling/history')).statusCode).toBe(401);
  });

  it("shows only the viewed company's rows", async () => {
    const sim = new SimClient(app);
    const token = await sim.login('outsider');
    expect((await sim.get('/api/position-handling/history', token)).json()).toEqual({
      histories: [],
      total: 0,
    });
  });
});

describe('GET /device-service/smart-counter/{document}', () => {
  it('answers counters with their activities (doc 3 §3 fields)', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const res = await sim.get(`/device-service/smart-counter/${DEMO_DOCUMENTS.principal}`, token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SmartCounterAnswer;
    expect(body.devices.map((d) => d.deviceName)).toEqual(['COUNTER-01', 'COUNTER-02']);
    const first = body.devices[0];
    expect(first.activities).toHaveLength(12);
    expect(first.activities[0]).toEqual({
      id: expect.any(String),
      deviceName: 'COUNTER-01',
      deviceIP: '192.168.10.21',
      counter: first.total,
      createdAt: first.lastActivityAt,
    });
  });

  it('filters by date; lists counters without activities in the range', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const res = await sim.get(
      `/device-service/smart-counter/${DEMO_DOCUMENTS.principal}?initialDate=2030-01-01&finalDate=2030-01-31`,
      token,
    );
    expect(res.json().devices.map((d: { activities: unknown[] }) => d.activities.length)).toEqual([0, 0]);
  });

  it('400 for a malformed document or dates, 404 for an unknown company', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    expect((await sim.get('/device-service/smart-counter/123', token)).statusCode).toBe(400);
    expect(
      (
        await sim.get(
          `/device-service/smart-counter/${DEMO_DOCUMENTS.principal}?initialDate=2025-13-01`,
          token,
        )
      ).statusCode,
    ).toBe(400);
    expect((await sim.get('/device-service/smart-counter/99999999000199', token)).statusCode).toBe(404);
    expect(
      (await sim.get(`/device-service/smart-counter/${DEMO_DOCUMENTS.subsidiary2}`, token)).json(),
    ).toEqual({
      devices: [],
      total: 0,
    });
  });
});
