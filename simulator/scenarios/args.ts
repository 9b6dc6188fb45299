import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SIM_SESSION_NAME } from '../../src/domain/sim-session-name';
import { DEFAULT_WALKS, parsePathId, pathOf, type ScenarioPath } from './generate';
import { baseUrlOf, type TargetError } from './instance-check';
import { scenarioMachine } from './registry';
import { REPORTS_DIR } from './report';
import { DEFAULT_RUN_SESSION, defaultWorkers, PARALLEL_FROM_PATHS } from './runner';
import { DEFAULT_UI_WALKS } from './ui-run';

/** `npm run scenarios` options (README.md in this folder); a bad one is a UsageError (exit status 2). */
export const USAGE = `usage: npm run scenarios -- [options]
  --machine <name>   only this machine (repeatable, or comma-separated)
  --walks <n>        random walks per machine (default ${DEFAULT_WALKS.walks})
  --length <n>       events per walk (default ${DEFAULT_WALKS.length})
  --seed <n>         seed of the walks (default ${DEFAULT_WALKS.seed})
  --workers <n>      worker threads, or sessions with --url (default ${defaultWorkers()} from ${PARALLEL_FROM_PATHS} paths, else 1)
  --replay <id>      run this path only, step by step (repeatable), e.g. survey:0.4.7
  --url <base URL>   run against this running simulator over HTTP (e.g. http://localhost:3000):
                     its fault rules, clock and journal of the session apply
  --session <name>   the session there (default ${DEFAULT_RUN_SESSION}; with --workers N: <name>-1…N)
  --out <dir>        the report folder (default reports/)
  --junit <file>     also write the run as JUnit XML (one test case per path)
  --ui               also run the machines' UI models in the browser (tests/e2e/model): shortest
                     paths plus seeded walks (default ${DEFAULT_UI_WALKS.walks} of ${DEFAULT_UI_WALKS.length} with --ui; --walks/--length/--seed
                     set both levels), or the --replay ids; then the report merges both levels
  --no-shrink        do not shrink failing paths
  --verbose          list every path
exit status 0 when every path passed, 1 when a path failed or a machine's transition coverage is
below 100%, 2 for bad options or an instance that cannot be reached or is no simulator`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ScenarioCommand {
  help: boolean;
  machines?: string[];
  walks?: number;
  length?: number;
  seed?: number;
  workers?: number;
  /** the paths of `--replay` (empty: generate) */
  replay: ScenarioPath[];
  shrink: boolean;
  ui: boolean;
  verbose: boolean;
  /** the instance's base URL, without a trailing slash */
  url?: string;
  session?: string;
  /** absolute report folder */
  out: string;
  /** absolute JUnit file */
  junit?: string;
}

const int = (name: string, text: string | undefined, min: number) => {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min)
    throw new UsageError(`--${name} must be an integer ≥ ${min} (was "${text}")`);
  return n;
};

const known = (name: string) => {
  try {
    scenarioMachine(name);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
};

export function parseScenarioArgs(argv: string[], cwd = process.cwd()): ScenarioCommand {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const replay = (values.replay ?? []).map((id) => {
    let parsed: ReturnType<typeof parsePathId>;
    try {
      parsed = parsePathId(id);
    } catch (error) {
      throw new UsageError(`--replay ${id}: ${(error as Error).message}`);
    }
    known(parsed.machine);
    return pathOf(parsed.machine, 'replay', parsed.events, `replay of ${id}`);
  });
  const machines = replay.length
    ? [...new Set(replay.map((p) => p.machine))]
    : values.machine?.flatMap((m) => m.split(',')).filter(Boolean);
  machines?.forEach(known);
  const workers = replay.length ? 1 : int('workers', values.workers, 1);

  let url: string | undefined;
  if (values.url !== undefined) {
    try {
      url = baseUrlOf(values.url);
    } catch (error) {
      throw new UsageError((error as TargetError).message);
    }
  }
  const session = values.session;
  if (session !== undefined) {
    if (!url) throw new UsageError('--session names a session of a running instance: give its --url too');
    const longest = workers && workers > 1 ? `${session}-${workers}` : session;
    if (!SIM_SESSION_NAME.test(longest))
      throw new UsageError(
        `--session "${session}": 1–64 letters, digits, . _ : - (with --workers ${workers ?? 1}: "${longest}")`,
      );
  }
  if (url && values.ui)
    throw new UsageError(
      '--ui walks the console against its own simulator (tests/e2e); leave it out with --url',
    );
  for (const name of ['out', 'junit'] as const)
    if (values[name] === '') throw new UsageError(`--${name} needs a path`);

  return {
    help: Boolean(values.help),
    machines,
    walks: int('walks', values.walks, 0),
    length: int('length', values.length, 1),
    seed: int('seed', values.seed, 0),
    workers,
    replay,
    shrink: !values['no-shrink'],
    ui: Boolean(values.ui),
    verbose: Boolean(values.verbose),
    ...(url ? { url } : {}),
    ...(session ? { session } : {}),
    out: values.out ? resolve(cwd, values.out) : REPORTS_DIR,
    ...(values.junit ? { junit: resolve(cwd, values.junit) } : {}),
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      machine: { type: 'string', multiple: true },
      walks: { type: 'string' },
      length: { type: 'string' },
      seed: { type: 'string' },
      workers: { type: 'string' },
      replay: { type: 'string', multiple: true },
      url: { type: 'string' },
      session: { type: 'string' },
      out: { type: 'string' },
      junit: { type: 'string' },
      'no-shrink': { type: 'boolean' },
      ui: { type: 'boolean' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
