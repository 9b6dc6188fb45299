import type { VolumeLine } from '../../../src/domain/packing-volumes';
import { type PackingEvent, packingMachine } from '../../../src/machines/packing.machine';
import type { ScenarioApi } from '../scenario-api';
import {
  ASSIGNEE,
  accepted,
  assignStep,
  call,
  callStep,
  type Drive,
  defineOperationScenario,
  detail,
  loadedStep,
  type OperationWorld,
  recordUrlOf,
} from './operations-support';

/**
 * packingMachine (doc 3 §4, §7) against the simulator: a fresh packing of one order with two
 * lines, all in volume 1 (doc 3 §4). SAVE_VOLUMES sends the volumes as they are (PUT /packing/{id}
 * with origin=web); packing-item walks the moves between volumes.
 */
const url = recordUrlOf('packing');

/** PUT /packing/{id}?origin=web body of `lines` (doc 3 §7). */
export function volumesBody(world: OperationWorld, lines: VolumeLine[]) {
  const numbers = [...new Set(lines.map((l) => l.volume))].sort((a, b) => a - b);
  return {
    user: ASSIGNEE,
    volumes: numbers.map((volume) => ({
      volume,
      items: lines
        .filter((l) => l.volume === volume)
        .map((l) => ({
          orderItemId: world.lines[l.orderItem] ?? l.orderItem,
          quantity: l.quantity,
          orderId: world.order,
        })),
    })),
  };
}

/** How a packing and its orders reach DONE and CANCELLED: the record's finalize and cancel (the
 * packing item has no calls of its own for them), for the record and item scenarios. */
export const settlePacking: Record<'DONE' | 'CANCELLED', Drive> = {
  DONE: accepted('PUT', (w) => url(w, 'COMPLETED')),
  CANCELLED: accepted('PATCH', url),
};

async function currentVolumes(api: ScenarioApi, world: OperationWorld): Promise<VolumeLine[]> {
  const record = await detail(api, 'packing', world);
  return record.items.flatMap((i: { volumes: VolumeLine[] }) => i.volumes);
}

export const packingScenario = defineOperationScenario<typeof packingMachine>('packing', 'record', {
  name: 'packing',
  machine: packingMachine,
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'SAVE_VOLUMES' },
  ] satisfies PackingEvent[],
  steps: {
    LOADED: loadedStep('packing', settlePacking),
    ASSIGN_USER: assignStep(url),
    FINALIZE: callStep('PUT', (w) => url(w, 'COMPLETED')),
    CANCEL: callStep('PATCH', (w) => url(w)),
    SAVE_VOLUMES: {
      allowed: async ({ api, world }) =>
        call(
          api,
          world,
          'PUT',
          `${url(world)}?origin=web`,
          volumesBody(world, await currentVolumes(api, world)),
          true,
        ),
      refused: async ({ api, world, before }) => {
        if (before.value === 'loading') return;
        const body = volumesBody(world, await currentVolumes(api, world));
        await call(api, world, 'PUT', `${url(world)}?origin=web`, body, false);
      },
    },
  },
});
