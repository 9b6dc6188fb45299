// doc 3 §3 "Inventory performance report" figures, computed from the recorded counts (issue 13):
// the console's PDF/Excel and GET inventory/report/performance/{id} both read this one function.
import type { Inventory } from './inventory';
import { round2 } from './operation-rules';

export interface CountingTime {
  positionCode: string;
  timeInMinutes: number;
}

export interface PositionPerformance {
  positionCode: string;
  totalExecutionsPositionInQtd: number;
  totalReads: number;
  inconsistencyDetected: boolean;
  totalExecutionPositionInMinutes: number;
  counts: Array<{ userExecutionName: string; timeInMinutes: number }>;
}

export interface InventoryPerformance {
  inventoryCode: string;
  inventoryDate: string;
  totalPositions: number;
  /** what the last count of every position found */
  totalCountedItems: number;
  /** counts made (first counts and recounts) */
  totalExecutions: number;
  /** every unit read, recounts included (a read adds one) */
  totalReads: number;
  longestCounting: CountingTime | null;
  shortestCounting: CountingTime | null;
  mediaCountingMinutes: number;
  positions: PositionPerformance[];
}

const minutes = (from: string, to: string) => round2(Math.max(0, Date.parse(to) - Date.parse(from)) / 60_000);

export function inventoryPerformance(inventory: Inventory): InventoryPerformance {
  const times: CountingTime[] = [];
  const positions = inventory.positions.map((p): PositionPerformance => {
    const counts = p.counting.map((c) => ({
      userExecutionName: c.user?.name ?? '—',
      timeInMinutes: minutes(c.startedAt, c.finishedAt),
    }));
    for (const c of counts) times.push({ positionCode: p.code, timeInMinutes: c.timeInMinutes });
    return {
      positionCode: p.code,
      totalExecutionsPositionInQtd: p.counting.length,
      totalReads: round2(p.counting.reduce((s, c) => s + c.countRealized, 0)),
      inconsistencyDetected: p.counting.some((c) => c.status === 'DIVERGENT'),
      totalExecutionPositionInMinutes: round2(counts.reduce((s, c) => s + c.timeInMinutes, 0)),
      counts,
    };
  });
  const sorted = [...times].sort((a, b) => b.timeInMinutes - a.timeInMinutes);
  return {
    inventoryCode: inventory.code,
    inventoryDate: inventory.inventoryDate,
    totalPositions: inventory.positions.length,
    totalCountedItems: round2(
      inventory.positions.reduce((s, p) => s + (p.counting.at(-1)?.countRealized ?? 0), 0),
    ),
    totalExecutions: times.length,
    totalReads: round2(positions.reduce((s, p) => s + p.totalReads, 0)),
    longestCounting: sorted[0] ?? null,
    shortestCounting: sorted.at(-1) ?? null,
    mediaCountingMinutes: times.length
      ? round2(times.reduce((s, t) => s + t.timeInMinutes, 0) / times.length)
      : 0,
    positions,
  };
}
