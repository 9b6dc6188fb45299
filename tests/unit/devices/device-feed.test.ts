import { describe, expect, it } from 'vitest';
import { SCHEMAS } from '../../../src/domain/devices';
import { deviceFeed, feedMessage, feedUrl } from '../../../src/services/device-feed';

// The console's MQTT feed (src/services/device-feed.ts): what each message means to the screen.
const env = (deviceId: string, seq: number, schema: string, data: unknown) =>
  JSON.stringify({
    schema,
    deviceId,
    runId: 'r1',
    seq,
    ts: '2025-01-06T12:00:00.000Z',
    correlationId: null,
    data,
  });

describe('feedMessage', () => {
  it('reads a retained state and a cleared one', () => {
    expect(
      feedMessage(
        'wh/1/light/L1/state',
        env('L1', 1, SCHEMAS.state, { status: 'online', on: true, color: 'red', quantity: 2 }),
      ),
    ).toEqual({
      kind: 'state',
      deviceId: 'L1',
      state: {
        status: 'online',
        data: { on: true, color: 'red', quantity: 2 },
        ts: '2025-01-06T12:00:00.000Z',
      },
    });
    expect(feedMessage('wh/1/light/L1/state', '')).toEqual({ kind: 'state', deviceId: 'L1', state: null });
  });

  it('turns passes, confirmations, counts and button presses into panel events; ignores raw reads', () => {
    const pass = feedMessage(
      'wh/1/portal/P1/evt/pass',
      env('platform:default', 4, SCHEMAS.pass, {
        epcHex: 'AB',
        direction: 'arrived',
        dock: 'DOCA-01',
        seenCount: 3,
      }),
    );
    expect(pass).toMatchObject({
      kind: 'event',
      event: { kind: 'arrived', deviceId: 'P1', detail: { epcHex: 'AB', dock: 'DOCA-01' } },
    });
    const confirmed = feedMessage(
      'wh/1/portal/P1/evt/route-confirmed',
      env('platform:default', 5, SCHEMAS.routeConfirmed, {
        routeCode: 'RT-1',
        orders: ['A', 'B'],
        dock: 'D',
        epcHex: 'AB',
      }),
    );
    expect(confirmed).toMatchObject({
      event: { kind: 'routeConfirmed', detail: { routeCode: 'RT-1', orders: 'A, B' } },
    });
    const count = feedMessage(
      'wh/1/counter/C1/evt/count',
      env('C1', 2, SCHEMAS.count, { deviceName: 'C1', deviceIP: 'x', counter: 9, increment: 2 }),
    );
    expect(count).toMatchObject({ event: { kind: 'count', detail: { counter: 9, increment: 2 } } });
    expect(
      feedMessage('wh/1/light/L1/evt/confirm', env('L1', 3, SCHEMAS.confirm, { quantity: 4 })),
    ).toMatchObject({
      event: { kind: 'confirm', detail: { quantity: 4 } },
    });
    expect(feedMessage('wh/1/portal/P1/evt/read', env('P1', 1, SCHEMAS.read, {}))).toBeNull();
    expect(feedMessage('not/a/device/topic', '{}')).toBeNull();
    expect(feedMessage('wh/1/light/L1/state', 'garbage')).toBeNull();
  });

  it('notifies only the subscribers of the device that changed, and keeps each event once', () => {
    let l1 = 0;
    let l2 = 0;
    let events = 0;
    const off1 = deviceFeed.subscribeDevice('L1', () => l1++);
    const off2 = deviceFeed.subscribeDevice('L2', () => l2++);
    const offEvents = deviceFeed.subscribeEvents(() => events++);
    deviceFeed.receive('wh/1/light/L1/state', env('L1', 1, SCHEMAS.state, { status: 'online', on: true }));
    expect([l1, l2]).toEqual([1, 0]);
    expect(deviceFeed.deviceState('L1')?.data.on).toBe(true);
    const countMessage = env('C1', 7, SCHEMAS.count, {
      deviceName: 'C1',
      deviceIP: 'x',
      counter: 1,
      increment: 1,
    });
    deviceFeed.receive('wh/1/counter/C1/evt/count', countMessage);
    deviceFeed.receive('wh/1/counter/C1/evt/count', countMessage);
    expect(events).toBe(1);
    expect(deviceFeed.eventList()).toHaveLength(1);
    off1();
    off2();
    offEvents();
  });

  it('connects to /mqtt on the console origin', () => {
    expect(feedUrl('http://localhost:3000')).toBe('ws://localhost:3000/mqtt');
    expect(feedUrl('https://wms.example')).toBe('wss://wms.example/mqtt');
  });
});
