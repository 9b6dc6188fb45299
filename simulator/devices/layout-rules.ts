import type { DeviceCsvRow } from '../../src/domain/devices-csv';
import { nearestController, slotOf } from '../../src/domain/devices-layout';
import { DEVICE_MESSAGES } from '../i18n/messages/devices';
import { type DeviceRecord, newDevice } from '../store/devices.repo';

/** The doc 3 §9 neighbour rule and the street-position rules applied to stored records, for the
 * PUT/PATCH/import calls. Answers the first broken rule (a `LocalizedText`), or null. */
export function layoutProblem(device: DeviceRecord, company: DeviceRecord[]): string | null {
  const others = company.filter((d) => d.id !== device.id);
  const placeable = device.type === 'light' || device.type === 'controller';
  if (!placeable) {
    return device.street !== null || device.position !== null ? DEVICE_MESSAGES.notPlaceable : null;
  }
  if (device.street === null || device.position === null) return null;
  const taken = others.find(
    (d) =>
      (d.type === 'light' || d.type === 'controller') &&
      d.street === device.street &&
      d.position === device.position,
  );
  if (taken) return DEVICE_MESSAGES.positionTakenBy(taken.id);
  // doc 3 §9: a light on the map hangs from a controller within 2 steps.
  if (device.type === 'light' && device.controller === null)
    return DEVICE_MESSAGES.noControllerInReachOf(device.id);
  if (device.type === 'light' && device.controller !== null) {
    const controller = others.find((d) => d.type === 'controller' && d.deviceName === device.controller);
    if (!controller) return DEVICE_MESSAGES.controllerNotFoundNamed(device.controller);
    if (!slotOf(controller, device)) return DEVICE_MESSAGES.controllerOutOfReach;
  }
  return null;
}

/** A light without a controller hangs from the nearest one within reach (doc 3 §9). */
export function withController(device: DeviceRecord, company: DeviceRecord[]): DeviceRecord {
  if (device.type !== 'light' || device.controller !== null) return device;
  const controllers = company.filter((d) => d.type === 'controller');
  return { ...device, controller: nearestController(device, controllers)?.deviceName ?? null };
}

export interface ImportPlan {
  records: DeviceRecord[];
  created: number;
  updated: number;
  problems: Array<{ line: number; message: string }>;
}

/** Turns CSV rows into records over the company's current devices, checking every rule against
 * the devices as they will be after the import (controllers of the same file count). */
export function planImport(
  rows: DeviceCsvRow[],
  companyDocument: string,
  current: DeviceRecord[],
  ownerOf: (id: string) => string | null,
): ImportPlan {
  const problems: ImportPlan['problems'] = [];
  const byId = new Map(current.map((d) => [d.id, d]));
  let created = 0;
  let updated = 0;
  const incoming: Array<{ line: number; record: DeviceRecord }> = [];
  for (const row of rows) {
    const owner = ownerOf(row.id);
    if (owner !== null && owner !== companyDocument) {
      problems.push({ line: row.line, message: DEVICE_MESSAGES.idInUseBy(row.id) });
      continue;
    }
    const existing = byId.get(row.id);
    if (existing) updated += 1;
    else created += 1;
    incoming.push({
      line: row.line,
      record: {
        ...(existing ?? newDevice(companyDocument, { id: row.id, type: row.type })),
        id: row.id,
        companyDocument,
        type: row.type,
        deviceName: row.deviceName,
        street: row.street,
        position: row.position,
        controller: row.controller,
        deviceIP: row.deviceIP,
        dock: row.dock,
      },
    });
  }
  const after = new Map(current.map((d) => [d.id, d]));
  for (const { record } of incoming) after.set(record.id, record);
  const all = [...after.values()];
  const records: DeviceRecord[] = [];
  for (const { line, record } of incoming) {
    const placed = withController(record, all);
    if (placed.type === 'light' && placed.controller === null) {
      problems.push({ line, message: DEVICE_MESSAGES.noControllerInReachOf(placed.id) });
      continue;
    }
    const problem = layoutProblem(placed, all);
    if (problem) problems.push({ line, message: problem });
    else records.push(placed);
  }
  return { records, created, updated, problems };
}
