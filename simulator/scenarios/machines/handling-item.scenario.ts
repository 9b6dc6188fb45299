import type { PositionFacts } from '../../../src/domain/position-availability';
import { type HandlingItemEvent, handlingItemMachine } from '../../../src/machines/handling-item.machine';
import { DEMO_POSITION_IDS } from '../../seed/demo/positions';
import { defineScenarioMachine } from '../types';
import {
  emptyHandlingWorld,
  type HandlingWorld,
  handlingDetail,
  openHandling,
  putStep,
} from './handling-support';

/**
 * handlingItemMachine (doc 3 §2 Handling, §4, §5, §7) against the simulator: the first item of a
 * seeded handling in each status (handling-support.ts; the PENDING one moves 1 unit from an origin
 * holding at least 3). FINALIZE is PUT ?action=COMPLETED {item, positionDestiny, quantity}: to the
 * item's own destination (allowed), back to its origin or too much (doc 3 §5: 400), or into a
 * position in inventory (doc 3 §4: 409). The sample positions are named `origin`, `destination`
 * and `inventory`; the step maps them to the path's real ids.
 */
type Place = PositionFacts & { id: 'origin' | 'destination' | 'inventory' };
const place = (id: Place['id'], inInventory = false): Place => ({
  id,
  code: id,
  inInventory,
  type: 'STORAGE',
  isActive: true,
});
const ORIGIN = place('origin');
/** what the seeded origin holds at least (handlings.ts: origins hold ≥ 3) */
const AVAILABLE = 3;
const finalize = (destination: Place, quantity: number): HandlingItemEvent => ({
  type: 'FINALIZE',
  origin: ORIGIN,
  destination,
  quantity,
  available: AVAILABLE,
});

/** The item's own finalize: 1 unit to its stored destination (what the item table's Finalize and a
 * scanner read of that destination send). */
export const TO_DESTINATION = finalize(place('destination'), 1);

const realId = (world: HandlingWorld, p: Place | null) =>
  p === null
    ? null
    : p.id === 'origin'
      ? world.origin
      : p.id === 'destination'
        ? world.destination
        : DEMO_POSITION_IDS.inInventory;

const itemOf = (world: HandlingWorld) => (world.item ? { item: world.item } : {});

export const handlingItemScenario = defineScenarioMachine({
  name: 'handling-item',
  machine: handlingItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING' },
    { type: 'LOADED', status: 'DONE' },
    { type: 'LOADED', status: 'CANCELLED' },
    TO_DESTINATION,
    finalize(ORIGIN, 1),
    finalize(place('destination'), 100_000),
    finalize(place('inventory', true), 1),
    { type: 'CANCEL' },
  ] satisfies HandlingItemEvent[],

  setup: emptyHandlingWorld,

  steps: {
    LOADED: {
      allowed: ({ event, api, world }) => openHandling(api, world, event.status),
    },
    FINALIZE: putStep(
      'action=COMPLETED',
      (world, event: Extract<HandlingItemEvent, { type: 'FINALIZE' }>) => ({
        ...itemOf(world),
        positionDestiny: realId(world, event.destination as Place | null),
        quantity: event.quantity,
      }),
    ),
    CANCEL: putStep('action=CANCEL', itemOf),
  },

  async read(world, api) {
    if (!world.id) return null;
    const item = (await handlingDetail(api, world)).items.find((i) => i.id === world.item);
    return item ? item.status : 'missing item';
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
});
