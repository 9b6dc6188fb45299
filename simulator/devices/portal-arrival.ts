import { randomUUID } from 'node:crypto';
import type { DeviceRecord } from '../store/devices.repo';
import type { Store } from '../store/store';
import { confirmOnPass } from './route-confirmation';

export interface PortalArrival {
  company: string;
  /** the stored portal the tag arrived at */
  portal: DeviceRecord;
  dock: string | null;
  epcHex: string;
  at: Date;
}

/**
 * What an arrival at a stored portal writes: the route waiting at the portal's dock is confirmed
 * when the company asks for it (route-confirmation.ts), and a doc 3 §3 handling history row
 * records the portal-confirmed move — from the dock to the route it confirmed (or through the
 * portal when no route was waiting). Returns the confirmation, if any.
 */
export function recordPortalArrival(store: Store, arrival: PortalArrival): ReturnType<typeof confirmOnPass> {
  const { company, portal, dock, epcHex, at } = arrival;
  const confirmed = confirmOnPass(store, { companyDocument: company, portalId: portal.id, dock, at });
  store.handlingHistory.insert({
    id: randomUUID(),
    companyDocument: company,
    operation: 'RFID_PORTAL',
    positionCodeOrigin: dock,
    positionCodeDestiny: confirmed?.routeCode ?? portal.deviceName,
    productSku: null,
    productDescription: null,
    rfidcode: epcHex,
    warehouseName: portal.warehouse,
    buildingName: portal.building,
    deviceId: portal.id,
    routeId: confirmed?.routeId ?? null,
    createdAt: at.toISOString(),
  });
  return confirmed;
}
