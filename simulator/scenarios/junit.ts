import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ScenarioReport } from './report';
import { failureLines } from './summary';

/**
 * `--junit <file>`: the run as JUnit XML, the format CI systems read (GitHub Actions reporters,
 * GitLab, Jenkins): one testsuite per machine, one testcase per path; a failing path's <failure>
 * names the failing step and carries the steps, the session's journal calls and the replay
 * command; a path left out against an instance is <skipped> with the reason.
 */

// XML 1.0 allows no control characters but tab, newline and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (s: unknown) =>
  String(s)
    .replace(INVALID, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
    );
const seconds = (ms: number) => (ms / 1000).toFixed(3);

type Failure = ScenarioReport['failures'][number];

/** "step 3 SEND{"rating":5}: the error" — the step where the path failed (the set-up is step 0). */
export function failingStep(f: Failure): string {
  const step = f.steps.find((s) => s.error) ?? f.steps.at(-1);
  if (!step) return f.error ?? 'failed';
  const where = step.index < 0 ? 'set-up' : `step ${step.index + 1} ${step.event}`;
  return `${where}: ${f.error ?? step.error ?? 'failed'}`;
}

export function renderJunit(report: ScenarioReport): string {
  const failures = new Map(report.failures.map((f) => [f.id, f]));
  const machines = [
    ...new Set([...report.paths.map((p) => p.machine), ...report.leftOut.map((l) => l.id.split(':')[0])]),
  ];
  const suites = machines.map((machine) => {
    const paths = report.paths.filter((p) => p.machine === machine);
    const skipped = report.leftOut.filter((l) => l.id.split(':')[0] === machine);
    const failed = paths.filter((p) => !p.ok).length;
    const ms = paths.reduce((n, p) => n + p.ms, 0);
    const cases = [
      ...paths.map((p) => {
        const name = `${p.id} (${p.kind})${p.note ? ` ${p.note}` : ''}`;
        const open = `    <testcase classname="scenarios.${xml(machine)}" name="${xml(name)}" time="${seconds(p.ms)}"`;
        const f = failures.get(p.id);
        if (p.ok || !f) return `${open}/>`;
        return `${open}>
      <failure message="${xml(failingStep(f))}" type="ScenarioFailure">${xml(failureLines(f).join('\n'))}</failure>
    </testcase>`;
      }),
      ...skipped.map(
        (l) =>
          `    <testcase classname="scenarios.${xml(machine)}" name="${xml(l.id)}" time="0"><skipped message="${xml(l.reason)}"/></testcase>`,
      ),
    ];
    return `  <testsuite name="${xml(machine)}" tests="${paths.length + skipped.length}" failures="${failed}" errors="0" skipped="${skipped.length}" time="${seconds(ms)}" timestamp="${xml(report.generatedAt)}">
${cases.join('\n')}
  </testsuite>`;
  });
  const where = report.target ? ` against ${report.target.url}` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="scenarios${xml(where)}" tests="${report.paths.length + report.leftOut.length}" failures="${report.totals.failed}" errors="0" skipped="${report.leftOut.length}" time="${seconds(report.timings.runMs)}">
${suites.join('\n')}
</testsuites>
`;
}

export function writeJunit(report: ScenarioReport, file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderJunit(report));
  return file;
}
