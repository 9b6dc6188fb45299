import { causesText, droppedBySimulator, type ReplayReport } from '../../../src/domain/device-replays';

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** Next to the losses: what on the simulator's side explains them (issue 32). */
function lostNote(r: ReplayReport): string {
  if (!r.reads.lost) return '';
  const dropped = droppedBySimulator(r.causes);
  const rules = r.causes.rules.filter((c) => /\bdrop\b/.test(c.effect)).map((c) => c.id);
  const parts = [
    dropped && `${dropped} dropped by simulator rule ${rules.join(', ')}`,
    r.causes.restarts && `broker restarted ×${r.causes.restarts}`,
    r.causes.disconnects && `clients disconnected ×${r.causes.disconnects}`,
  ].filter(Boolean);
  return parts.length ? `explained by: ${parts.join('; ')}` : 'no simulator-side cause seen';
}

/** Reads the platform refused make no pass. */
function rejectedNote(r: ReplayReport): string {
  const rejected = r.causes.rejected.reduce((n, c) => n + c.count, 0);
  return rejected ? `${rejected} read(s) rejected by the platform` : '';
}

/**
 * The expected-versus-actual report printed at the end of a replay. Expected: what the file says
 * (its reads; the passes the platform's own rule finds in them; the confirmations recorded in it,
 * when it was recorded rather than generated). Actual: what the broker delivered and what the
 * platform answered, as an independent subscriber saw it.
 */
export function formatReport(r: ReplayReport): string {
  const row = (label: string, expected: string | number, actual: string | number, note = '') =>
    `  ${label.padEnd(28)}${pad(expected, 10)}${pad(actual, 10)}${note ? `   ${note}` : ''}`;
  const f = r.faults;
  const injected = [
    f.dropped && `${f.dropped} dropped`,
    f.duplicated && `${f.duplicated} duplicated`,
    f.delayed && `${f.delayed} delayed`,
    f.reordered && `${f.reordered} reordered`,
  ].filter(Boolean);
  const lines = [
    '',
    `replay report — ${r.file.messages} messages (${r.file.reads} reads) over ${(r.file.spanMs / 1000).toFixed(1)} s, ×${r.speed}, ${r.loops} loop(s), ${r.seconds.toFixed(1)} s`,
    `  faults injected: ${injected.length ? injected.join(', ') : 'none'}`,
    `  simulator-side: ${causesText(r.causes)}`,
    `  ${''.padEnd(28)}${pad('expected', 10)}${pad('actual', 10)}`,
    row(
      'reads sent',
      r.reads.expected,
      r.reads.sent,
      r.reads.droppedByFault ? `${r.reads.droppedByFault} held back by the drop fault` : '',
    ),
    row('reads delivered', r.reads.expected - r.reads.droppedByFault, r.reads.delivered),
    row('reads lost', 0, r.reads.lost, lostNote(r)),
    row(
      'reads duplicated',
      0,
      r.reads.duplicated,
      r.reads.duplicated ? 'deduplicated by seq on the platform' : '',
    ),
    row('reads out of order', 0, r.reads.outOfOrder),
    row('passes produced (arrived)', r.passes.expected, r.passes.arrived, rejectedNote(r)),
    row('passes closed (departed)', r.passes.expected, r.passes.departed),
    row(
      'confirmations triggered',
      r.confirmations.expected ?? '—',
      r.confirmations.actual,
      r.confirmations.routes.length
        ? r.confirmations.routes.join(', ')
        : r.confirmations.expected === null
          ? 'not recorded in the file'
          : '',
    ),
    `  verdict: ${r.ok ? 'OK — nothing lost, every expected pass produced' : 'MISMATCH — see the rows above'}`,
    '',
  ];
  return lines.join('\n');
}
