import type { LatLng } from '../../../domain/routing/distance';
import { planRoute, type RoutePlan, type Stop } from '../../../domain/routing/plan';

// The routing preview's worker: the same sequencing module the simulator's routing broker runs
// (src/domain/routing), off the main thread so a long route never freezes the page.

export interface PreviewRequest {
  depot: LatLng;
  stops: Stop[];
}

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const plan: RoutePlan = planRoute(event.data.depot, event.data.stops);
  self.postMessage(plan);
};
