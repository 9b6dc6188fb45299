import type { ScenarioApi } from '../scenario-api';
import { ASSIGNEE, call, type OperationWorld } from './operations-support';

/** The confirm call of picked rows (doc 3 §7 Picking "confirm an order item with origin=app"):
 * one body for one row or several (finalize all). `entered` maps sample rows to quantities. */
export function pickBody(world: OperationWorld, entered: Record<string, number | null>) {
  return {
    user: ASSIGNEE,
    orders: [
      {
        order: world.order,
        // rows the record has (a sample may name more rows than this path's record holds)
        items: Object.entries(entered)
          .filter(([row]) => row in world.lines)
          .map(([row, quantity]) => ({
            id: world.lines[row] ?? row,
            position: world.position,
            product: 'SKU-00001',
            quantity,
          })),
      },
    ],
  };
}

export const pickUrl = (world: OperationWorld) => `/api/picking/${world.id}?origin=app`;

export const pickRows = (
  api: ScenarioApi,
  world: OperationWorld,
  entered: Record<string, number>,
  ok = true,
) => call(api, world, 'PUT', pickUrl(world), pickBody(world, entered), ok);
