import type { VolumeLine } from '../../../src/domain/packing-volumes';
import { type PackingItemEvent, packingItemMachine } from '../../../src/machines/packing-item.machine';
import {
  assignStep,
  call,
  defineOperationScenario,
  itemUrlOf,
  LINE_QUANTITY,
  loadedStep,
  recordUrlOf,
  SAMPLE_BARCODE,
} from './operations-support';
import { settlePacking, volumesBody } from './packing.scenario';

/**
 * packingItemMachine (doc 3 §4 volume 1 holds unpacked items, §5 packing volume add): one order of
 * a fresh packing; an allowed move saves the volumes the machine now holds (PUT /packing/{id},
 * origin=web); a refused move is the console's (its form shows the message, nothing is called).
 */
const sampleVolumes = (volume = 1): VolumeLine[] => [
  { volume, orderItem: 'l1', barcode: SAMPLE_BARCODE, quantity: LINE_QUANTITY },
  { volume, orderItem: 'l2', barcode: SAMPLE_BARCODE, quantity: LINE_QUANTITY },
];
const recordUrl = recordUrlOf('packing');

export const packingItemScenario = defineOperationScenario<typeof packingItemMachine>('packing', 'item', {
  name: 'packing-item',
  machine: packingItemMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', volumes: sampleVolumes() },
    { type: 'LOADED', status: 'DONE', volumes: sampleVolumes() },
    { type: 'LOADED', status: 'CANCELLED', volumes: sampleVolumes() },
    { type: 'ASSIGN_USER' },
    { type: 'MOVE_TO_VOLUME', barcode: SAMPLE_BARCODE, quantity: 1, target: 2 },
    { type: 'MOVE_TO_VOLUME', barcode: SAMPLE_BARCODE, quantity: 2 * LINE_QUANTITY + 1, target: 2 },
    { type: 'MOVE_TO_VOLUME', barcode: 'NOT-PACKED', quantity: 1, target: 2 },
  ] satisfies PackingItemEvent[],
  steps: {
    LOADED: loadedStep('packing', settlePacking),
    ASSIGN_USER: assignStep(itemUrlOf('packing')),
    MOVE_TO_VOLUME: {
      allowed: ({ api, world, after }) =>
        call(
          api,
          world,
          'PUT',
          `${recordUrl(world)}?origin=web`,
          volumesBody(world, after.context.volumes),
          true,
        ),
    },
  },
  serializeState: (snapshot) =>
    `${String(snapshot.value)}|${snapshot.context.volumes.map((v) => `${v.orderItem}@${v.volume}:${v.quantity}`).join(',')}`,
});
