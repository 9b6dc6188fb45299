import { type DeviceRecord, newDevice } from '../../store/devices.repo';
import type { HandlingHistoryRecord } from '../../store/handling-history.repo';
import type { SmartCounterActivityRecord } from '../../store/smart-counter.repo';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import { DEMO_DOCUMENTS } from './companies';

/**
 * Demo devices (doc 3 §2 "Devices", DESIGN §6), the same for every seed:
 *
 * | company | devices |
 * |---|---|
 * | principal | streets A (controllers at 3 and 8), B and C (controller at 3), lights on every other position within 2 steps of a controller (16); portals PORTAL-01 (DOCA-01) and PORTAL-02 (DOCA-02); counters COUNTER-01, COUNTER-02 |
 * | subsidiary 1 | street A of Campinas (1 controller, 4 lights), portal CPS-PORTAL-01 (DOCA-01), counter CPS-COUNTER-01 |
 * | subsidiary 2 | none: the map's "no layouts" state |
 *
 * The portals' docks are where the demo routes load (`routes.dockId`, seed/demo-downstream.ts):
 * ROT-000001 (PENDING) at DOCA-01, ROT-000002 (DONE) at DOCA-02. Counter activities and handling
 * history rows of the days before the seed epoch fill the two reports.
 */

/** The principal's loading docks, each watched by a portal (the demo routes load at them). */
export const DEMO_DOCKS = { portal01: 'DOCA-01', portal02: 'DOCA-02' } as const;

/** A street: controllers at the given positions and a light on each position within 2 steps. */
function street(
  companyDocument: string,
  prefix: string,
  name: string,
  controllers: number[],
): DeviceRecord[] {
  const out: DeviceRecord[] = [];
  for (const [i, position] of controllers.entries()) {
    const deviceName = `${prefix}CTRL-${name}-${i + 1}`;
    out.push(newDevice(companyDocument, { id: deviceName, type: 'controller', street: name, position }));
    for (const offset of [-2, -1, 1, 2]) {
      const p = position + offset;
      if (p < 1 || controllers.includes(p)) continue;
      const id = `${prefix}L-${name}-${String(p).padStart(2, '0')}`;
      out.push(
        newDevice(companyDocument, { id, type: 'light', street: name, position: p, controller: deviceName }),
      );
    }
  }
  return out;
}

export function demoDevices(): DeviceRecord[] {
  const p = DEMO_DOCUMENTS.principal;
  const s1 = DEMO_DOCUMENTS.subsidiary1;
  const site = { warehouse: 'CD SÃO PAULO', building: 'MATRIZ' };
  return [
    ...street(p, '', 'A', [3, 8]),
    ...street(p, '', 'B', [3]),
    ...street(p, '', 'C', [3]),
    newDevice(p, {
      id: 'PORTAL-01',
      type: 'portal',
      dock: DEMO_DOCKS.portal01,
      deviceIP: '192.168.10.11',
      ...site,
    }),
    newDevice(p, {
      id: 'PORTAL-02',
      type: 'portal',
      dock: DEMO_DOCKS.portal02,
      deviceIP: '192.168.10.12',
      ...site,
    }),
    newDevice(p, { id: 'COUNTER-01', type: 'counter', deviceIP: '192.168.10.21' }),
    newDevice(p, { id: 'COUNTER-02', type: 'counter', deviceIP: '192.168.10.22' }),
    ...street(s1, 'CPS-', 'A', [3]),
    newDevice(s1, {
      id: 'CPS-PORTAL-01',
      type: 'portal',
      dock: 'DOCA-01',
      deviceIP: '10.0.20.11',
      warehouse: 'CD CAMPINAS',
      building: 'FILIAL CAMPINAS',
    }),
    newDevice(s1, { id: 'CPS-COUNTER-01', type: 'counter', deviceIP: '10.0.20.21' }),
  ];
}

const at = (minutesBefore: number) => new Date(SEED_EPOCH - minutesBefore * 60_000).toISOString();

/** Count events of the demo counters over the 3 days before the epoch (running totals). */
export function demoCounterActivities(prng: Prng): SmartCounterActivityRecord[] {
  const counters = demoDevices().filter((d) => d.type === 'counter');
  const out: SmartCounterActivityRecord[] = [];
  for (const c of counters) {
    let total = 0;
    for (let i = 0; i < 12; i++) {
      total += prng.int(1, 20);
      out.push({
        id: `sca-${c.id.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
        companyDocument: c.companyDocument,
        deviceId: c.id,
        deviceName: c.deviceName,
        deviceIP: c.deviceIP ?? '',
        counter: total,
        createdAt: at((12 - i) * 360),
      });
    }
  }
  return out;
}

/** Portal-confirmed moves of the days before the epoch. */
export function demoHandlingHistory(prng: Prng): HandlingHistoryRecord[] {
  return Array.from({ length: 8 }, (_, i) => {
    const portal = i % 2 === 0 ? 'PORTAL-01' : 'PORTAL-02';
    const dock = i % 2 === 0 ? 'DOCA-01' : 'DOCA-02';
    return {
      id: `phh-${String(i + 1).padStart(4, '0')}`,
      companyDocument: DEMO_DOCUMENTS.principal,
      operation: 'RFID_PORTAL',
      positionCodeOrigin: dock,
      positionCodeDestiny: `RT-09${String(i + 1).padStart(2, '0')}`,
      productSku: null,
      productDescription: null,
      rfidcode: `3034F000000000000000${String(prng.int(1000, 9999))}`,
      warehouseName: 'CD SÃO PAULO',
      buildingName: 'MATRIZ',
      deviceId: portal,
      routeId: null,
      createdAt: at((8 - i) * 180),
    };
  });
}
