import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../simulator/devices/tools/progress';
import { formatReport } from '../../../simulator/devices/tools/report';
import { NO_CAUSES, type ReplayReport } from '../../../src/domain/device-replays';

// What the replay CLI prints: the progress bar and the expected-versus-actual report.
const report = (over: Partial<ReplayReport> = {}): ReplayReport => ({
  file: { messages: 210, reads: 210, spanMs: 5200, from: 0, until: 5200 },
  speed: 50,
  loops: 1,
  seconds: 4.2,
  faults: { dropped: 0, duplicated: 0, delayed: 0, reordered: 0 },
  reads: {
    expected: 210,
    sent: 210,
    droppedByFault: 0,
    delivered: 210,
    lost: 0,
    duplicated: 0,
    outOfOrder: 0,
  },
  passes: { expected: 30, arrived: 30, departed: 30 },
  confirmations: { expected: null, actual: 1, routes: ['ROT-000001'] },
  causes: NO_CAUSES,
  ok: true,
  ...over,
});

describe('replay output', () => {
  it('draws a progress bar with the pause hint', () => {
    const line = progressLine(
      { sent: 105, total: 210, at: 2600, span: 5200, loop: 1, loops: 1, paused: false },
      50,
    );
    expect(line).toMatch(/^\[█{14}░{14}\] {2}50% 105\/210 · t=2\.6\/5\.2 s · ×50 · loop 1\/1 · space: pause/);
    expect(
      progressLine({ sent: 1, total: Infinity, at: 0, span: 1, loop: 3, loops: Infinity, paused: true }, 1),
    ).toMatch(/loop 3\/∞ · PAUSED/);
  });

  it('prints expected against actual, with the verdict', () => {
    const text = formatReport(report());
    expect(text).toMatch(/reads lost\s+0\s+0/);
    expect(text).toMatch(/passes produced \(arrived\)\s+30\s+30/);
    expect(text).toMatch(/confirmations triggered\s+—\s+1\s+ROT-000001/);
    expect(text).toMatch(/verdict: OK/);
    const bad = formatReport(
      report({
        faults: { dropped: 3, duplicated: 2, delayed: 0, reordered: 1 },
        reads: {
          expected: 210,
          sent: 209,
          droppedByFault: 3,
          delivered: 200,
          lost: 7,
          duplicated: 2,
          outOfOrder: 1,
        },
        ok: false,
      }),
    );
    expect(bad).toMatch(/faults injected: 3 dropped, 2 duplicated, 1 reordered/);
    expect(bad).toMatch(/reads lost\s+0\s+7/);
    expect(bad).toMatch(/verdict: MISMATCH/);
  });

  it('names the simulator-side causes next to the losses they explain (issue 32)', () => {
    expect(formatReport(report())).toMatch(/simulator-side: none seen/);
    const text = formatReport(
      report({
        reads: {
          expected: 210,
          sent: 210,
          droppedByFault: 0,
          delivered: 198,
          lost: 12,
          duplicated: 0,
          outOfOrder: 0,
        },
        passes: { expected: 30, arrived: 28, departed: 28 },
        causes: {
          rules: [{ id: 'rule-1', effect: 'drop', messages: 12 }],
          disconnects: 0,
          restarts: 1,
          connectionDrops: 1,
          rejected: [{ reason: 'epc', count: 2 }],
        },
        ok: false,
      }),
    );
    expect(text).toMatch(
      /simulator-side: rule-1 drop ×12, broker restarted ×1, connection dropped and came back ×1, 2 read\(s\) rejected \(epc\)/,
    );
    expect(text).toMatch(
      /reads lost\s+0\s+12\s+explained by: 12 dropped by simulator rule rule-1; broker restarted ×1/,
    );
    expect(text).toMatch(/passes produced \(arrived\)\s+30\s+28\s+2 read\(s\) rejected by the platform/);
  });
});
