import { checklistSaveScenario } from './machines/checklist-save.scenario';
import { conferenceScenario } from './machines/conference.scenario';
import { conferenceItemScenario } from './machines/conference-item.scenario';
import { crossdockingScenario } from './machines/crossdocking.scenario';
import { handlingScenario } from './machines/handling.scenario';
import { handlingItemScenario } from './machines/handling-item.scenario';
import { inboundScenario } from './machines/inbound.scenario';
import { inboundItemScenario } from './machines/inbound-item.scenario';
import { inventoryScenario } from './machines/inventory.scenario';
import { inventoryPlanningScenario } from './machines/inventory-planning.scenario';
import { inventoryPositionScenario } from './machines/inventory-position.scenario';
import { npsRecordScenario } from './machines/nps-record.scenario';
import { orderScenario } from './machines/order.scenario';
import { orderSelectionScenario } from './machines/order-selection.scenario';
import { outboundScenario } from './machines/outbound.scenario';
import { outboundItemScenario } from './machines/outbound-item.scenario';
import { packingScenario } from './machines/packing.scenario';
import { packingItemScenario } from './machines/packing-item.scenario';
import { pickingScenario } from './machines/picking.scenario';
import { pickingItemScenario } from './machines/picking-item.scenario';
import { routeScenario } from './machines/route.scenario';
import { routeItemScenario } from './machines/route-item.scenario';
import { sessionScenario } from './machines/session.scenario';
import { storageScenario } from './machines/storage.scenario';
import { storageItemScenario } from './machines/storage-item.scenario';
import { surveyScenario } from './machines/survey.scenario';
import { uploadScenario } from './machines/upload.scenario';
import { yardAppointmentScenario } from './machines/yard-appointment.scenario';
import type { AnyScenarioMachine } from './types';

/**
 * Every lifecycle machine the scenario runner drives against the simulator. A machine joins with
 * one entry (types.ts `ScenarioMachine`; README.md "Adding a machine"); `npm test` fails below
 * 100% transition coverage for any of them.
 */
export const scenarioMachines: AnyScenarioMachine[] = [
  sessionScenario,
  surveyScenario,
  // orders area (issue 3)
  orderScenario,
  orderSelectionScenario,
  npsRecordScenario,
  uploadScenario,
  // warehouse operations I (issue 4)
  inboundScenario,
  inboundItemScenario,
  storageScenario,
  storageItemScenario,
  pickingScenario,
  pickingItemScenario,
  packingScenario,
  packingItemScenario,
  // routes and delivery (issue 14)
  routeItemScenario,
  routeScenario,
  // outbound and conference (issue 11 part A)
  outboundScenario,
  outboundItemScenario,
  conferenceScenario,
  conferenceItemScenario,
  // yard (issue 16)
  yardAppointmentScenario,
  checklistSaveScenario,
  // inventory counting and planning (issue 13)
  inventoryScenario,
  inventoryPositionScenario,
  inventoryPlanningScenario,
  // crossdocking (issue 11)
  crossdockingScenario,
  handlingScenario,
  handlingItemScenario,
];

export function scenarioMachine(name: string): AnyScenarioMachine {
  const found = scenarioMachines.find((m) => m.name === name);
  if (!found) {
    const names = scenarioMachines.map((m) => m.name).join(', ');
    throw new Error(`no scenario machine "${name}" (registered: ${names})`);
  }
  return found;
}
