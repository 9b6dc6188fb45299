/**
 * doc 1 §2.8: "weekly statistics by weekday … the weekly figures are fixed sample numbers". These
 * are NOT computed from the store, on purpose: the seed says the platform shows fixed samples, so
 * the chart is kept fixed (and labelled a sample on screen) rather than invented from data.
 */
export const WEEKLY_SAMPLE = {
  /** Monday … Sunday */
  done: [120, 132, 101, 134, 90, 60, 30],
  late: [12, 8, 15, 9, 11, 4, 2],
} as const;
