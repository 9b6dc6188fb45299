import { describe, expect, it } from 'vitest';
import {
  activitySummary,
  bucketCounts,
  bucketOf,
  DISTANCE_BUCKETS,
  TIME_BUCKETS,
} from '../../../src/domain/report-buckets';

describe('doc 1 §9 report buckets', () => {
  it('time: 0-10, 11-20, 21-30, 31-40, 41-60, above 60 minutes, edges inclusive', () => {
    const at = (m: number) => bucketOf(TIME_BUCKETS, m);
    expect([0, 10, 11, 20, 21, 30, 31, 40, 41, 60, 61, 500].map(at)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    // a delivery stamped before the route's date falls in the first bucket
    expect(at(-3)).toBe(0);
  });
  it('distance: 0-5, 5.001-10, 10.001-15, 15.001-20, above 20.001 km', () => {
    const at = (km: number) => bucketOf(DISTANCE_BUCKETS, km);
    expect([0, 5, 5.001, 10, 10.001, 15, 15.001, 20, 20.001, 120].map(at)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
  it('counts leave out values not measured yet', () => {
    expect(bucketCounts(TIME_BUCKETS, [1, null, 15, 90, 5])).toEqual([2, 1, 0, 0, 0, 1]);
    expect(
      activitySummary([
        { minutes: null, km: 3 },
        { minutes: 45, km: 12.5 },
      ]),
    ).toEqual({ deliveryMinutes: [0, 0, 0, 0, 1, 0], distanceKm: [1, 0, 1, 0, 0], notDelivered: 1 });
  });
});
