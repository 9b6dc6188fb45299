import type { DeviceRecord } from '../store/devices.repo';
import type { HandlingHistoryRecord } from '../store/handling-history.repo';
import type { PortalRouteLinkRecord } from '../store/portal-routes.repo';
import type { SmartCounterActivityRecord } from '../store/smart-counter.repo';
import { DEMO_DOCUMENTS } from './demo-companies';
import { SEED_EPOCH } from './epoch';
import type { Prng } from './prng';

/**
 * Demo devices (doc 3 §2 "Devices", DESIGN §6), the same for every seed:
 *
 * | company | devices |
 * |---|---|
 * | principal | streets A (controllers at 3 and 8), B and C (controller at 3), lights on every other position within 2 steps of a controller (16); portals PORTAL-01 (DOCA-01) and PORTAL-02 (DOCA-02); counters COUNTER-01, COUNTER-02 |
 * | subsidiary 1 | street A of Campinas (1 controller, 4 lights), portal CPS-PORTAL-01 (DOCA-01), counter CPS-COUNTER-01 |
 * | subsidiary 2 | none: the map's "no layouts" state |
 *
 * Routes being loaded at the principal's docks (portal_route_links): RT-0001 at DOCA-01 (any tag
 * confirms), RT-0002 at DOCA-02 (only tag 3034F00000000000000000A2). Counter activities and
 * handling history rows of the days before the seed epoch fill the two reports.
 */

export const DEMO_ROUTE_TAG = '3034F00000000000000000A2';

function device(
  companyDocument: string,
  fields: Partial<DeviceRecord> & Pick<DeviceRecord, 'id' | 'type'>,
): DeviceRecord {
  return {
    companyDocument,
    deviceName: fields.id,
    street: null,
    position: null,
    controller: null,
    deviceIP: null,
    dock: null,
    warehouse: null,
    building: null,
    status: 'unknown',
    state: null,
    updatedAt: null,
    ...fields,
  };
}

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
    out.push(device(companyDocument, { id: deviceName, type: 'controller', street: name, position }));
    for (const offset of [-2, -1, 1, 2]) {
      const p = position + offset;
      if (p < 1 || controllers.includes(p)) continue;
      const id = `${prefix}L-${name}-${String(p).padStart(2, '0')}`;
      out.push(
        device(companyDocument, { id, type: 'light', street: name, position: p, controller: deviceName }),
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
    device(p, { id: 'PORTAL-01', type: 'portal', dock: 'DOCA-01', deviceIP: '192.168.10.11', ...site }),
    device(p, { id: 'PORTAL-02', type: 'portal', dock: 'DOCA-02', deviceIP: '192.168.10.12', ...site }),
    device(p, { id: 'COUNTER-01', type: 'counter', deviceIP: '192.168.10.21' }),
    device(p, { id: 'COUNTER-02', type: 'counter', deviceIP: '192.168.10.22' }),
    ...street(s1, 'CPS-', 'A', [3]),
    device(s1, {
      id: 'CPS-PORTAL-01',
      type: 'portal',
      dock: 'DOCA-01',
      deviceIP: '10.0.20.11',
      warehouse: 'CD CAMPINAS',
      building: 'FILIAL CAMPINAS',
    }),
    device(s1, { id: 'CPS-COUNTER-01', type: 'counter', deviceIP: '10.0.20.21' }),
  ];
}

export function demoPortalRouteLinks(): PortalRouteLinkRecord[] {
  const link = (
    id: string,
    dock: string,
    routeCode: string,
    orders: string[],
    epcHex: string | null,
  ): PortalRouteLinkRecord => ({
    id,
    companyDocument: DEMO_DOCUMENTS.principal,
    dock,
    routeId: `rt-${routeCode.toLowerCase()}`,
    routeCode,
    orders,
    epcHex,
    status: 'open',
    confirmedAt: null,
    confirmedBy: null,
  });
  return [
    link('prl-1', 'DOCA-01', 'RT-0001', ['PED-1001', 'PED-1002'], null),
    link('prl-2', 'DOCA-02', 'RT-0002', ['PED-1003'], DEMO_ROUTE_TAG),
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
