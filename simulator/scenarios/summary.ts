import { type CoverageSet, type MachineCoverage, percent } from './coverage';
import type { ScenarioReport } from './report';
import type { StepReport } from './run-path';

/** The terminal summary of a run: coverage per machine, failures with their replay command. */

const count = (set: CoverageSet | undefined) =>
  set?.all.length ? `${set.covered.length}/${set.all.length} ${percent(set)}`.padEnd(15) : '–'.padEnd(15);

function coverageTable(
  title: string,
  list: MachineCoverage[],
  paths?: Map<string, [number, number]>,
): string[] {
  if (!list.length) return [];
  const w = Math.max(12, ...list.map((m) => m.machine.length + 2));
  const header = `  ${'machine'.padEnd(w)}${'states'.padEnd(15)}${'transitions'.padEnd(15)}${'refused events'.padEnd(15)}${paths ? 'paths' : ''}`;
  const rows = list.map((m) => {
    const p = paths?.get(m.machine);
    const tail = p ? `${p[0]}${p[1] ? `, ${p[1]} failed` : ''}` : '';
    return `  ${m.machine.padEnd(w)}${count(m.states)}${count(m.transitions)}${count(m.refused)}${tail}`;
  });
  return [title, header, ...rows];
}

export function stepLines(steps: StepReport[]): string[] {
  const width = Math.min(48, Math.max(10, ...steps.map((s) => s.event.length + (s.refused ? 10 : 0))));
  return steps.map((s) => {
    const n = s.index < 0 ? '-' : String(s.index + 1);
    const event = `${s.event}${s.refused ? ' (refused)' : ''}`;
    const shown = event.length > width ? `${event.slice(0, width - 1)}…` : event;
    const reads = s.error ? `✗ ${s.error}` : s.expected === null ? '' : `reads "${s.actual}"`;
    return `    ${n.padStart(2)}  ${shown.padEnd(width)}  ${s.state.padEnd(16)}${reads}`;
  });
}

/** A failing path: its steps (shrunk when a shorter failing path was found), error and replay. */
export function failureLines(f: ScenarioReport['failures'][number]): string[] {
  const out = [`FAIL ${f.id}${f.note ? ` (${f.note})` : ''}, ${f.steps.length - 1} event(s) run`];
  if (f.shrunk && f.shrunk.id !== f.id) {
    out.push(
      `  shrunk to ${f.shrunk.steps.length - 1} event(s): ${f.shrunk.id}`,
      ...stepLines(f.shrunk.steps),
    );
    out.push(`  error: ${f.shrunk.error}`);
  } else {
    out.push(...stepLines(f.steps), `  error: ${f.error}`);
  }
  if (f.session) {
    out.push(
      `  session ${f.session}: its journal holds the path's calls (GET /__sim/journal, x-sim-session: ${f.session})`,
      ...(f.journal ?? []).map(
        (c) =>
          `    #${c.seq}  ${c.method} ${c.url} → ${c.status}${c.fault ? `  (fault: ${c.fault.effects.join(', ')})` : ''}`,
      ),
    );
  }
  out.push(`  replay: ${f.replay}`);
  return out;
}

export function summaryLines(report: ScenarioReport, options: { verbose?: boolean } = {}): string[] {
  const out: string[] = [];
  const perMachine = new Map<string, [number, number]>();
  for (const p of report.paths) {
    const [n, f] = perMachine.get(p.machine) ?? [0, 0];
    perMachine.set(p.machine, [n + 1, f + (p.ok ? 0 : 1)]);
  }
  const { options: o, timings: t, totals } = report;
  out.push(
    '',
    `scenarios: ${o.machines.length} machine(s), ${totals.paths} paths, ${totals.steps} events — seed ${o.seed}, ${o.walks} walks of ${o.length}, ${o.workers} worker(s)`,
    report.target
      ? `  against ${report.target.url}, session ${report.target.sessions.join(', ')}`
      : '  against an in-process simulator',
    `  generated in ${t.generateMs.toFixed(0)} ms, ran in ${(t.runMs / 1000).toFixed(2)} s${t.shrinkMs > 1 ? `, shrinking took ${(t.shrinkMs / 1000).toFixed(2)} s` : ''}`,
    '',
    ...coverageTable('API coverage', report.coverage.api, perMachine),
  );
  if (report.coverage.ui.length) {
    out.push(
      '',
      ...coverageTable(
        `UI coverage (${report.ui.map((u) => `${u.machine} ${u.writtenAt.slice(0, 16).replace('T', ' ')}`).join(', ')})`,
        report.coverage.ui,
      ),
      '',
      ...coverageTable('API + UI', report.coverage.merged),
    );
  }
  for (const m of report.coverage.api) {
    const missing = m.transitions.all.filter((k) => !m.transitions.covered.includes(k));
    if (missing.length)
      out.push('', `  ${m.machine}: transitions not taken`, ...missing.map((k) => `    ${k}`));
  }
  if (options.verbose) {
    for (const p of report.paths) out.push(`  ${p.ok ? 'ok  ' : 'FAIL'} ${p.id}  ${p.events.join(' > ')}`);
  }
  for (const f of report.failures) out.push('', ...failureLines(f));
  if (report.leftOut.length) {
    const reasons = [...new Set(report.leftOut.map((l) => l.reason))];
    out.push(
      '',
      `${report.leftOut.length} path(s) left out (in-process only):`,
      ...reasons.map((r) => `  ${r}`),
    );
  }
  out.push(
    '',
    totals.failed ? `${totals.failed} of ${totals.paths} paths failed` : `all ${totals.paths} paths passed`,
  );
  return out;
}
