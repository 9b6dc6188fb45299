// The report buckets of doc 1 §9: "Time buckets in reports: 0-10, 11-20, 21-30, 31-40, 41-60,
// above 60 minutes" and "Distance buckets: 0-5, 5.001-10, 10.001-15, 15.001-20, above 20.001 km".
// Each bucket holds the values up to its `upTo` (inclusive) above the previous one's; the last has
// none. Minutes are whole (the route reports round them); a value below zero (a delivery stamped
// before the route's date) falls in the first bucket. The simulator counts the route reports'
// rows with these (GET /routes/driver-activities `summary`) and the console names them.

export interface Bucket {
  /** the lower bound as the seed writes it (0, 11, 21 … minutes; 0, 5.001 … km) */
  from: number;
  /** the upper bound, inclusive; null for "above" */
  upTo: number | null;
}

export const TIME_BUCKETS: readonly Bucket[] = [
  { from: 0, upTo: 10 },
  { from: 11, upTo: 20 },
  { from: 21, upTo: 30 },
  { from: 31, upTo: 40 },
  { from: 41, upTo: 60 },
  { from: 60, upTo: null },
];

export const DISTANCE_BUCKETS: readonly Bucket[] = [
  { from: 0, upTo: 5 },
  { from: 5.001, upTo: 10 },
  { from: 10.001, upTo: 15 },
  { from: 15.001, upTo: 20 },
  { from: 20.001, upTo: null },
];

/** The index of the bucket a value falls in. */
export function bucketOf(buckets: readonly Bucket[], value: number): number {
  const at = buckets.findIndex((b) => b.upTo !== null && value <= b.upTo);
  return at === -1 ? buckets.length - 1 : at;
}

/** How many of the values fall in each bucket; null values (not measured yet) are left out. */
export function bucketCounts(buckets: readonly Bucket[], values: Iterable<number | null>): number[] {
  const counts = buckets.map(() => 0);
  for (const value of values) if (value !== null) counts[bucketOf(buckets, value)]++;
  return counts;
}

/** The route reports' grouped summary: deliveries by time from the route to the delivery, route
 * items by distance, and how many are not delivered yet (no time). */
export interface ActivitySummary {
  deliveryMinutes: number[];
  distanceKm: number[];
  notDelivered: number;
}

export function activitySummary(rows: Iterable<{ minutes: number | null; km: number }>): ActivitySummary {
  const minutes: (number | null)[] = [];
  const km: number[] = [];
  for (const row of rows) {
    minutes.push(row.minutes);
    km.push(row.km);
  }
  return {
    deliveryMinutes: bucketCounts(TIME_BUCKETS, minutes),
    distanceKm: bucketCounts(DISTANCE_BUCKETS, km),
    notDelivered: minutes.filter((m) => m === null).length,
  };
}
