import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ratio } from './coverage';
import { DEFAULT_WALKS, parsePathId, pathOf } from './generate';
import { progressBar } from './progress';
import { scenarioMachine, scenarioMachines } from './registry';
import { buildReport, writeReports } from './report';
import { defaultWorkers, PARALLEL_FROM_PATHS, runScenarios } from './runner';
import { failureLines, stepLines, summaryLines } from './summary';
import { DEFAULT_UI_WALKS, runUiModels, type UiRunOptions, uiModelsOf } from './ui-run';

// npm run scenarios [-- options]: generated scenarios from every registered lifecycle machine
// against an in-process simulator (README.md in this folder).
const USAGE = `usage: npm run scenarios -- [options]
  --machine <name>   only this machine (repeatable, or comma-separated)
  --walks <n>        random walks per machine (default ${DEFAULT_WALKS.walks})
  --length <n>       events per walk (default ${DEFAULT_WALKS.length})
  --seed <n>         seed of the walks (default ${DEFAULT_WALKS.seed})
  --workers <n>      worker threads (default ${defaultWorkers()} from ${PARALLEL_FROM_PATHS} paths, else 1)
  --replay <id>      run this path only, step by step (repeatable), e.g. survey:0.4.7
  --ui               also run the machines' UI models in the browser (tests/e2e/model): shortest
                     paths plus seeded walks (default ${DEFAULT_UI_WALKS.walks} of ${DEFAULT_UI_WALKS.length} with --ui; --walks/--length/--seed
                     set both levels), or the --replay ids; then the report merges both levels
  --no-shrink        do not shrink failing paths
  --verbose          list every path
exit status 1 when a path fails or a machine's transition coverage is below 100%`;

function main(): number {
  const { values } = parseArgs({
    options: {
      machine: { type: 'string', multiple: true },
      walks: { type: 'string' },
      length: { type: 'string' },
      seed: { type: 'string' },
      workers: { type: 'string' },
      replay: { type: 'string', multiple: true },
      'no-shrink': { type: 'boolean' },
      ui: { type: 'boolean' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const int = (name: string, text: string | undefined, min: number) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}`);
    return n;
  };
  const replays = (values.replay ?? []).map((id) => {
    const { machine, events } = parsePathId(id);
    scenarioMachine(machine); // fails early on an unknown machine
    return pathOf(machine, 'replay', events, `replay of ${id}`);
  });
  const machines = replays.length
    ? [...new Set(replays.map((p) => p.machine))]
    : values.machine?.flatMap((m) => m.split(',')).filter(Boolean);
  machines?.forEach(scenarioMachine);
  const options = {
    machines,
    walks: int('walks', values.walks, 0),
    length: int('length', values.length, 1),
    seed: int('seed', values.seed, 0),
    workers: replays.length ? 1 : int('workers', values.workers, 1),
    shrink: !values['no-shrink'],
    ...(replays.length ? { paths: replays } : {}),
  };
  const ui = values.ui
    ? {
        replay: replays.length ? replays.map((p) => p.id) : undefined,
        walks: {
          walks: options.walks ?? DEFAULT_UI_WALKS.walks,
          length: options.length ?? DEFAULT_UI_WALKS.length,
          seed: options.seed ?? DEFAULT_UI_WALKS.seed,
        },
      }
    : null;
  void (ui ? runUi(machines, ui) : Promise.resolve(0)).then((uiStatus) =>
    run(options, Boolean(values.verbose), replays.length > 0).then(() => {
      if (uiStatus !== 0) process.exitCode = 1;
    }),
  );
  return -1;
}

/** The UI level first (its specs write reports/ui-coverage-*.json), so the API run's report
 * merges this run's UI coverage. Machines without a UI model are named, not run. */
async function runUi(machines: string[] | undefined, options: UiRunOptions): Promise<number> {
  const names = machines ?? scenarioMachines.map((m) => m.name);
  const { specs, missing } = uiModelsOf(names);
  if (missing.length) console.log(`UI level: no UI model yet for ${missing.join(', ')}`);
  if (!specs.length) return 0;
  console.log(`UI level: ${specs.join(', ')}`);
  const { status } = await runUiModels(specs, options);
  console.log(`UI level: ${status === 0 ? 'passed' : `failed (Playwright exit ${status})`}\n`);
  return status;
}

async function run(options: Parameters<typeof runScenarios>[0], verbose: boolean, replay: boolean) {
  const bar = progressBar();
  const result = await runScenarios({ ...options, onProgress: replay ? undefined : bar.update });
  bar.end();
  const report = buildReport(result);
  if (replay) {
    // A replay prints its steps and leaves the reports of the last full run alone.
    for (const r of result.results) {
      console.log(
        `\n${r.ok ? 'ok  ' : 'FAIL'} ${r.path.id} (simulator session ${r.session}, ${r.ms.toFixed(0)} ms)`,
      );
      console.log(stepLines(r.steps).join('\n'));
      if (r.error) console.log(`  error: ${r.error}`);
    }
    for (const f of report.failures) {
      if (f.shrunk && f.shrunk.id !== f.id) console.log(`\n${failureLines(f).join('\n')}`);
    }
    process.exitCode = result.failures.length ? 1 : 0;
    return;
  }
  const files = writeReports(report);
  console.log(summaryLines(report, { verbose }).join('\n'));
  console.log(`\nreports: ${relative(process.cwd(), files.html)}, ${relative(process.cwd(), files.json)}`);
  const short = result.coverage.filter((m) => ratio(m.transitions) < 1);
  for (const m of short) console.log(`${m.machine}: transition coverage below 100%`);
  process.exitCode = result.failures.length || short.length ? 1 : 0;
}

try {
  const status = main();
  if (status >= 0) process.exitCode = status;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exitCode = 2;
}
