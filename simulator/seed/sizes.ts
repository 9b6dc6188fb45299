import { type } from 'arktype';

/** Seed sizes (DESIGN §5: "from a demo set to 100k orders"). `demo` is exactly the documented
 * demo data; larger sizes add generated records on top of it (later issues add orders etc.). */
export const SEED_SIZES = ['demo', 'small', 'medium', 'large'] as const;
export type SeedSize = (typeof SEED_SIZES)[number];

/** How many generated records each size adds. `benchOperations`: the 5,000-line picking and
 * storage (seed/demo-warehouse.ts), kept out of `demo` so the per-session test seed stays fast.
 * `registerStock`: hundreds more products and positions (seed/demo/register-stock.ts, issue 12). */
export const SIZE_PROFILES: Record<
  SeedSize,
  { extraSurveys: number; extraOrders: number; benchOperations: boolean; registerStock: boolean }
> = {
  demo: { extraSurveys: 0, extraOrders: 0, benchOperations: false, registerStock: false },
  small: { extraSurveys: 20, extraOrders: 1_000, benchOperations: true, registerStock: true },
  medium: { extraSurveys: 500, extraOrders: 10_000, benchOperations: true, registerStock: true },
  // large: 100k generated orders on top of the ~480 demo ones (DESIGN §5 "100k orders")
  large: { extraSurveys: 5000, extraOrders: 100_000, benchOperations: true, registerStock: true },
};

export interface SeedSpec {
  seed: number;
  size: SeedSize;
}

export const DEFAULT_SEED_SPEC: SeedSpec = { seed: 1, size: 'demo' };

/** POST /__sim/seed body. */
export const seedSpecSchema = type({
  seed: '0 <= number.integer <= 4294967295',
  size: type.enumerated(...SEED_SIZES),
});
