import { relative } from 'node:path';
import { buildApp } from '../app';
import { parseScenarioArgs, type ScenarioCommand, USAGE, UsageError } from './args';
import { ratio } from './coverage';
import { TargetError } from './instance-check';
import { writeJunit } from './junit';
import { progressBar } from './progress';
import { scenarioMachines } from './registry';
import { buildReport, REPORTS_DIR, writeReports } from './report';
import { runScenarios } from './runner';
import { failureLines, stepLines, summaryLines } from './summary';
import { DEFAULT_UI_WALKS, runUiModels, type UiRunOptions, uiModelsOf } from './ui-run';

/** Where the command writes: the terminal (cli.ts) or a test's lines. */
export interface CommandIo {
  log(text: string): void;
  error(text: string): void;
  /** the progress bar's stream (none: no bar) */
  progress?: NodeJS.WriteStream;
}

const consoleIo: CommandIo = {
  log: (t) => console.log(t),
  error: (t) => console.error(t),
  progress: process.stderr,
};

/**
 * `npm run scenarios` as a function (cli.ts calls it; tests call it with their own arguments):
 * answers the exit status — 0 every path passed, 1 a path failed (or a machine's transition
 * coverage is below 100%), 2 bad options or an instance that cannot be used (the message says which).
 */
export async function scenariosCommand(argv: string[], io: CommandIo = consoleIo): Promise<number> {
  let command: ScenarioCommand;
  try {
    command = parseScenarioArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (command.help) {
    io.log(USAGE);
    return 0;
  }
  try {
    const uiStatus = command.ui ? await runUi(command, io) : 0;
    const status = await run(command, io);
    return uiStatus !== 0 && status === 0 ? 1 : status;
  } catch (error) {
    if (error instanceof TargetError) {
      io.error(error.message);
      return 2;
    }
    // an instance that went away mid-run: fetch fails; say where, not a stack trace
    if (
      command.url &&
      error instanceof Error &&
      /fetch failed|other side closed|ECONN/.test(errorText(error))
    ) {
      io.error(`lost ${command.url} during the run: ${errorText(error)}`);
      return 2;
    }
    throw error;
  }
}

const errorText = (error: Error): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [error.message, cause?.code, cause?.message].filter(Boolean).join(' — ');
};

/** The UI level first (its specs write reports/ui-coverage-*.json), so the API run's report
 * merges this run's UI coverage. Machines without a UI model are named, not run. */
async function runUi(command: ScenarioCommand, io: CommandIo): Promise<number> {
  const names = command.machines ?? scenarioMachines.map((m) => m.name);
  const { specs, missing } = uiModelsOf(names);
  if (missing.length) io.log(`UI level: no UI model yet for ${missing.join(', ')}`);
  if (!specs.length) return 0;
  io.log(`UI level: ${specs.join(', ')}`);
  const options: UiRunOptions = {
    replay: command.replay.length ? command.replay.map((p) => p.id) : undefined,
    walks: {
      walks: command.walks ?? DEFAULT_UI_WALKS.walks,
      length: command.length ?? DEFAULT_UI_WALKS.length,
      seed: command.seed ?? DEFAULT_UI_WALKS.seed,
    },
  };
  const { status } = await runUiModels(specs, options);
  io.log(`UI level: ${status === 0 ? 'passed' : `failed (Playwright exit ${status})`}\n`);
  return status;
}

async function run(command: ScenarioCommand, io: CommandIo): Promise<number> {
  const replay = command.replay.length > 0;
  const bar = io.progress && !replay ? progressBar(io.progress) : null;
  const result = await runScenarios({
    makeApp: () => buildApp({ dbPath: ':memory:' }),
    machines: command.machines,
    walks: command.walks,
    length: command.length,
    seed: command.seed,
    workers: command.workers,
    shrink: command.shrink,
    url: command.url,
    session: command.session,
    ...(replay ? { paths: command.replay } : {}),
    onProgress: bar?.update,
  });
  bar?.end();
  // The UI models write their coverage to reports/; a run against an instance merges none.
  const report = buildReport(result, command.url ? null : REPORTS_DIR);
  if (command.junit) io.log(`JUnit: ${relative(process.cwd(), writeJunit(report, command.junit))}`);
  if (replay) {
    // A replay prints its steps and leaves the reports of the last full run alone.
    for (const r of result.results) {
      io.log(
        `\n${r.ok ? 'ok  ' : 'FAIL'} ${r.path.id} (simulator session ${r.session}, ${r.ms.toFixed(0)} ms)`,
      );
      io.log(stepLines(r.steps).join('\n'));
      if (r.error) io.log(`  error: ${r.error}`);
    }
    for (const f of report.failures) {
      if ((f.shrunk && f.shrunk.id !== f.id) || f.session) io.log(`\n${failureLines(f).join('\n')}`);
    }
    return result.failures.length ? 1 : 0;
  }
  const files = writeReports(report, command.out);
  io.log(summaryLines(report, { verbose: command.verbose }).join('\n'));
  io.log(`\nreports: ${relative(process.cwd(), files.html)}, ${relative(process.cwd(), files.json)}`);
  // A machine with paths left out (in-process only) cannot reach 100% against an instance.
  const partial = new Set(report.leftOut.map((l) => l.id.split(':')[0]));
  const short = result.coverage.filter((m) => ratio(m.transitions) < 1 && !partial.has(m.machine));
  for (const m of short) io.log(`${m.machine}: transition coverage below 100%`);
  return result.failures.length || short.length ? 1 : 0;
}
