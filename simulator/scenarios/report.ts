import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../server/paths';
import { type CoverageSet, type MachineCoverage, mergeCoverage, percent } from './coverage';
import { describeEvent } from './graph';
import { scenarioMachine } from './registry';
import type { JournalCall, PathResult, StepReport } from './run-path';
import type { RunReport, RunTarget } from './runner';

/**
 * The coverage report under reports/ (gitignored): scenarios.json and scenarios.html, with the
 * API run's coverage, the UI run's (reports/ui-coverage-<machine>.json, written by the Playwright
 * model specs) and both merged.
 */
export const REPORTS_DIR = join(REPO_ROOT, 'reports');
export const uiCoverageFile = (machine: string, dir = REPORTS_DIR) =>
  join(dir, `ui-coverage-${machine}.json`);

/** What a UI model spec writes: its machine's coverage and the paths it walked. */
export interface UiCoverageFile {
  writtenAt: string;
  coverage: MachineCoverage;
  paths: Array<{ id: string; ok: boolean }>;
}

export function writeUiCoverage(data: Omit<UiCoverageFile, 'writtenAt'>, dir = REPORTS_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = uiCoverageFile(data.coverage.machine, dir);
  writeFileSync(file, `${JSON.stringify({ writtenAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  return file;
}

export function readUiCoverage(dir = REPORTS_DIR): { coverage: MachineCoverage[]; files: UiCoverageFile[] } {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => /^ui-coverage-.+\.json$/.test(n));
  } catch {
    return { coverage: [], files: [] };
  }
  const files = names.map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as UiCoverageFile);
  return { coverage: files.map((f) => f.coverage), files };
}

/** The command that runs one path again: against the same instance and session when it ran there. */
export const replayCommand = (id: string, where?: { url: string; session: string }) =>
  `npm run scenarios -- --replay ${id}${where ? ` --url ${where.url} --session ${where.session}` : ''}`;

export interface ScenarioReport {
  generatedAt: string;
  options: RunReport['options'];
  /** the running instance and its sessions (null: in-process) */
  target: RunTarget;
  leftOut: RunReport['leftOut'];
  timings: { generateMs: number; runMs: number; shrinkMs: number };
  totals: { paths: number; failed: number; steps: number };
  coverage: { api: MachineCoverage[]; ui: MachineCoverage[]; merged: MachineCoverage[] };
  ui: Array<{ machine: string; writtenAt: string; paths: number; failed: number }>;
  paths: Array<{
    id: string;
    machine: string;
    kind: string;
    note?: string;
    ok: boolean;
    events: string[];
    ms: number;
  }>;
  failures: Array<{
    id: string;
    note?: string;
    error: string | null;
    steps: StepReport[];
    shrunk: { id: string; error: string | null; steps: StepReport[] } | null;
    replay: string;
    /** against an instance: the session the path ran in, and its calls in that session's journal */
    session?: string;
    journal?: JournalCall[];
  }>;
}

const eventsOf = (r: PathResult) => {
  const entry = scenarioMachine(r.path.machine);
  return r.path.events.map((k) => (entry.events[k] ? describeEvent(entry.events[k]) : `#${k}`));
};

export function failureOf(
  result: PathResult,
  shrunk: PathResult | null,
  target: RunTarget = null,
): ScenarioReport['failures'][number] {
  const replayed = shrunk ?? result;
  return {
    id: result.path.id,
    ...(result.path.note ? { note: result.path.note } : {}),
    error: result.error,
    steps: result.steps,
    shrunk: shrunk ? { id: shrunk.path.id, error: shrunk.error, steps: shrunk.steps } : null,
    replay: replayCommand(
      replayed.path.id,
      target ? { url: target.url, session: replayed.session } : undefined,
    ),
    ...(target ? { session: result.session, journal: result.journal?.calls ?? [] } : {}),
  };
}

/** The run's report; `uiDir`: where the UI models' coverage is merged from (null: none). */
export function buildReport(run: RunReport, uiDir: string | null = REPORTS_DIR): ScenarioReport {
  const ui = uiDir ? readUiCoverage(uiDir) : { coverage: [], files: [] };
  return {
    generatedAt: run.startedAt,
    options: run.options,
    target: run.target,
    leftOut: run.leftOut,
    timings: { generateMs: run.generateMs, runMs: run.runMs, shrinkMs: run.shrinkMs },
    totals: {
      paths: run.results.length,
      failed: run.failures.length,
      steps: run.results.reduce((n, r) => n + r.path.events.length, 0),
    },
    coverage: { api: run.coverage, ui: ui.coverage, merged: mergeCoverage(run.coverage, ui.coverage) },
    ui: ui.files.map((f) => ({
      machine: f.coverage.machine,
      writtenAt: f.writtenAt,
      paths: f.paths.length,
      failed: f.paths.filter((p) => !p.ok).length,
    })),
    paths: run.results.map((r) => ({
      id: r.path.id,
      machine: r.path.machine,
      kind: r.path.kind,
      ...(r.path.note ? { note: r.path.note } : {}),
      ok: r.ok,
      events: eventsOf(r),
      ms: Math.round(r.ms * 10) / 10,
    })),
    failures: run.failures.map(({ result, shrunk }) => failureOf(result, shrunk, run.target)),
  };
}

export function writeReports(report: ScenarioReport, dir = REPORTS_DIR): { json: string; html: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'scenarios.json');
  const html = join(dir, 'scenarios.html');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(html, renderHtml(report));
  return { json, html };
}

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function coverageRows(kind: 'states' | 'transitions' | 'refused', report: ScenarioReport, machine: string) {
  const pick = (list: MachineCoverage[]) => list.find((m) => m.machine === machine)?.[kind];
  const api = pick(report.coverage.api);
  const ui = pick(report.coverage.ui);
  const merged = pick(report.coverage.merged) as CoverageSet;
  const mark = (set: CoverageSet | undefined, key: string) =>
    !set
      ? '<td class="na">–</td>'
      : set.covered.includes(key)
        ? '<td class="ok">✓</td>'
        : '<td class="miss">✗</td>';
  return merged.all
    .map((key) => `<tr><td><code>${esc(key)}</code></td>${mark(api, key)}${mark(ui, key)}</tr>`)
    .join('');
}

function stepTable(steps: StepReport[]): string {
  const rows = steps
    .map(
      (s) =>
        `<tr class="${s.error ? 'miss' : ''}"><td>${s.index < 0 ? '–' : s.index + 1}</td><td><code>${esc(s.event)}</code>${s.refused ? ' <em>(refused)</em>' : ''}</td><td>${esc(s.state)}</td><td>${esc(s.actual ?? '–')}</td><td>${esc(s.expected ?? '–')}</td><td>${esc(s.error ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><tr><th>#</th><th>event</th><th>machine state</th><th>record reads</th><th>should read</th><th>error</th></tr>${rows}</table>`;
}

function journalHtml(session: string, calls: JournalCall[]): string {
  const rows = calls
    .map(
      (c) =>
        `<tr class="${c.status >= 400 || c.fault ? 'miss' : ''}"><td>${c.seq}</td><td>${esc(c.method)} <code>${esc(c.url)}</code></td><td>${c.status}</td><td>${esc(c.fault ? c.fault.effects.join(', ') : '')}</td></tr>`,
    )
    .join('');
  return `<p>Session <code>${esc(session)}</code>, its journal (GET /__sim/journal with <code>x-sim-session: ${esc(session)}</code>):</p>
<table><tr><th>seq</th><th>call</th><th>status</th><th>fault</th></tr>${rows}</table>`;
}

export function renderHtml(r: ScenarioReport): string {
  const machines = r.coverage.merged.map((m) => m.machine);
  const cell = (list: MachineCoverage[], machine: string, kind: 'states' | 'transitions' | 'refused') => {
    const set = list.find((m) => m.machine === machine)?.[kind];
    return set?.all.length ? `${set.covered.length}/${set.all.length} (${percent(set)})` : '–';
  };
  const summary = machines
    .map(
      (m) =>
        `<tr><th>${esc(m)}</th>${(['states', 'transitions', 'refused'] as const)
          .map(
            (k) =>
              `<td>${cell(r.coverage.api, m, k)}</td><td>${cell(r.coverage.ui, m, k)}</td><td><strong>${cell(r.coverage.merged, m, k)}</strong></td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  const details = machines
    .map(
      (m) => `<h3>${esc(m)}</h3>
<details><summary>states</summary><table><tr><th>state</th><th>API</th><th>UI</th></tr>${coverageRows('states', r, m)}</table></details>
<details open><summary>transitions</summary><table><tr><th>transition</th><th>API</th><th>UI</th></tr>${coverageRows('transitions', r, m)}</table></details>
<details><summary>refused events</summary><table><tr><th>state x event</th><th>API</th><th>UI</th></tr>${coverageRows('refused', r, m)}</table></details>`,
    )
    .join('\n');
  const failures = r.failures.length
    ? r.failures
        .map(
          (f) => `<section class="failure"><h3>✗ <code>${esc(f.id)}</code> ${esc(f.note ?? '')}</h3>
<p>${esc(f.error)}</p>
${f.shrunk ? `<p>Shrunk to <code>${esc(f.shrunk.id)}</code>:</p>${stepTable(f.shrunk.steps)}` : stepTable(f.steps)}
${f.session ? journalHtml(f.session, f.journal ?? []) : ''}
<p>Replay: <code>${esc(f.replay)}</code></p></section>`,
        )
        .join('\n')
    : '<p class="ok">No failing path.</p>';
  const uiRuns = r.ui.length
    ? `<ul>${r.ui.map((u) => `<li>${esc(u.machine)}: ${u.paths} path(s), ${u.failed} failed, written ${esc(u.writtenAt)}</li>`).join('')}</ul>`
    : '<p>No UI coverage in reports/ (run <code>npx playwright test tests/e2e/model</code>).</p>';
  const paths = r.paths
    .map(
      (p) =>
        `<tr class="${p.ok ? '' : 'miss'}"><td>${p.ok ? '✓' : '✗'}</td><td><code>${esc(p.id)}</code></td><td>${esc(p.kind)}</td><td>${esc(p.events.join(' › '))}</td><td>${p.ms}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scenario coverage</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
.ok{color:#116329}.miss{color:#a40e26;background:#fff0f0}.na{color:#8c959f}code{font-size:12px}
.failure{border-left:4px solid #a40e26;padding-left:1rem;margin:1rem 0}
</style></head><body>
<h1>Scenario coverage</h1>
<p>Run ${esc(r.generatedAt)}${r.target ? ` against ${esc(r.target.url)} (session ${esc(r.target.sessions.join(', '))})` : ' in-process'} — ${r.totals.paths} paths, ${r.totals.steps} events, ${r.totals.failed} failed;
seed ${r.options.seed}, ${r.options.walks} walks of ${r.options.length}, ${r.options.workers} worker(s);
generated in ${r.timings.generateMs.toFixed(0)} ms, ran in ${(r.timings.runMs / 1000).toFixed(2)} s.</p>
<h2>Coverage</h2>
<table><tr><th rowspan="2">machine</th><th colspan="3">states</th><th colspan="3">transitions</th><th colspan="3">refused events</th></tr>
<tr>${'<th>API</th><th>UI</th><th>merged</th>'.repeat(3)}</tr>${summary}</table>
<h2>UI runs</h2>${uiRuns}
<h2>Failures</h2>${failures}
${r.leftOut.length ? `<h2>Left out</h2><p>${r.leftOut.length} path(s) need the in-process simulator: ${esc([...new Set(r.leftOut.map((l) => l.reason))].join('; '))}</p>` : ''}
<h2>Per machine</h2>${details}
<h2>Paths</h2><table><tr><th></th><th>id</th><th>kind</th><th>events</th><th>ms</th></tr>${paths}</table>
</body></html>
`;
}
