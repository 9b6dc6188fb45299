// The street map of pick-to-light devices (doc 3 §2 "Devices", §9). Pure rules shared by the
// /devices screen and the simulator (CSV import, placement):
//
// | rule | seed |
// |---|---|
// | lights are grouped by street and sorted by position | doc 3 §2 |
// | the map zooms in and out and centres; its scale never goes below 0.1 | doc 3 §2, §9 |
// | light1 to light4 of a controller are its neighbours at an offset of up to 2 steps | doc 3 §9 |
//
// doc 3 §9 says "device neighbour offset 2 steps for light1 to light4 relative to a controller"
// and shows nothing more. Our reading: a controller sits at a position of a street and drives the
// four positions within 2 steps of it on that street — light1 at −2, light2 at −1, light3 at +1,
// light4 at +2. A light outside that reach cannot hang from the controller.

export const MIN_MAP_SCALE = 0.1;
export const MAX_MAP_SCALE = 4;
export const ZOOM_FACTOR = 1.25;
export const NEIGHBOUR_OFFSET_STEPS = 2;
export const CONTROLLER_SLOTS = ['light1', 'light2', 'light3', 'light4'] as const;
export type ControllerSlot = (typeof CONTROLLER_SLOTS)[number];

const SLOT_OFFSETS: ReadonlyArray<[ControllerSlot, number]> = [
  ['light1', -2],
  ['light2', -1],
  ['light3', 1],
  ['light4', 2],
];

const round = (n: number) => Math.round(n * 1000) / 1000;

export const clampScale = (scale: number) =>
  round(Math.min(MAX_MAP_SCALE, Math.max(MIN_MAP_SCALE, Number.isFinite(scale) ? scale : 1)));
export const zoomIn = (scale: number) => clampScale(scale * ZOOM_FACTOR);
export const zoomOut = (scale: number) => clampScale(scale / ZOOM_FACTOR);
export const canZoomIn = (scale: number) => scale < MAX_MAP_SCALE;
export const canZoomOut = (scale: number) => scale > MIN_MAP_SCALE;

/** The map's view: scale plus pan offset (pixels). Centre = scale 1, no offset. */
export interface MapView {
  scale: number;
  x: number;
  y: number;
}
export const CENTRED_VIEW: MapView = { scale: 1, x: 0, y: 0 };

/** The positions a controller at `position` drives, slot by slot (positions below 1 do not exist). */
export function controllerSlots(position: number): Array<{ slot: ControllerSlot; position: number }> {
  return SLOT_OFFSETS.map(([slot, offset]) => ({ slot, position: position + offset })).filter(
    (s) => s.position >= 1,
  );
}

/** Which slot of a controller a light occupies; null when the light is out of its reach. */
export function slotOf(
  controller: { street: string | null; position: number | null },
  light: { street: string | null; position: number | null },
): ControllerSlot | null {
  if (controller.street === null || controller.position === null) return null;
  if (light.street !== controller.street || light.position === null) return null;
  const offset = light.position - controller.position;
  return SLOT_OFFSETS.find(([, o]) => o === offset)?.[0] ?? null;
}

export const isNeighbour = (
  controller: { street: string | null; position: number | null },
  light: { street: string | null; position: number | null },
) => slotOf(controller, light) !== null;

/** The controller a light at (street, position) should hang from: the nearest one within reach,
 * the lower position on a tie; null when none reaches it. */
export function nearestController<
  C extends { deviceName: string; street: string | null; position: number | null },
>(light: { street: string | null; position: number | null }, controllers: readonly C[]): C | null {
  let best: C | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of controllers) {
    if (!isNeighbour(c, light)) continue;
    const distance = Math.abs((light.position ?? 0) - (c.position ?? 0));
    if (distance < bestDistance || (distance === bestDistance && (c.position ?? 0) < (best?.position ?? 0))) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}

const streetCollator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

export interface Street<T> {
  street: string;
  items: T[];
}

/** doc 3 §2: grouped by street (natural order: "2" before "10"), sorted by position in each. Items
 * without a street are left out: they have no place on the map. */
export function groupByStreet<T extends { street: string | null; position: number | null }>(
  items: readonly T[],
): Street<T>[] {
  const streets = new Map<string, T[]>();
  for (const item of items) {
    if (item.street === null) continue;
    const list = streets.get(item.street);
    if (list) list.push(item);
    else streets.set(item.street, [item]);
  }
  return [...streets.entries()]
    .sort(([a], [b]) => streetCollator.compare(a, b))
    .map(([street, list]) => ({
      street,
      items: list.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
    }));
}

/** The highest position on any street (the map's width in steps). */
export const maxPosition = (items: ReadonlyArray<{ position: number | null }>) =>
  items.reduce((max, i) => Math.max(max, i.position ?? 0), 0);
