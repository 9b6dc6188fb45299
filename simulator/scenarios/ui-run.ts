import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../server/paths';
import type { WalkOptions } from './generate';

/**
 * The UI level of `npm run scenarios -- --ui` (issue 19): the machines' UI models
 * (tests/e2e/model/<machine>.spec.ts) run by Playwright against the built console. `npm test` runs
 * each model's shortest paths; a `--ui` run adds seeded walks, or replays path ids. The options
 * reach the model specs through the environment (one variable, written and read here), and the
 * specs write reports/ui-coverage-<machine>.json, which the API run's report then merges.
 */
export const UI_MODEL_DIR = join(REPO_ROOT, 'tests', 'e2e', 'model');
const ENV = 'SCENARIO_UI';

/** UI walks are dearer than API ones (a browser per step): fewer and shorter by default. */
export const DEFAULT_UI_WALKS: WalkOptions = { walks: 3, length: 8, seed: 1 };

export interface UiRunOptions {
  /** seeded walks per machine, after the shortest paths; none in `npm test` */
  walks?: WalkOptions;
  /** only these path ids (a replay), instead of the shortest paths and walks */
  replay?: string[];
}

export const modelSpecOf = (machine: string) => join(UI_MODEL_DIR, `${machine}.spec.ts`);

/** What the model specs read: the run's options, or none (`npm test`: shortest paths only). */
export function uiRunOptions(env: NodeJS.ProcessEnv = process.env): UiRunOptions {
  const text = env[ENV];
  return text ? (JSON.parse(text) as UiRunOptions) : {};
}

/** The machines of `names` with a UI model, and those without one (named, not run). */
export function uiModelsOf(names: string[]): { specs: string[]; missing: string[] } {
  const specs: string[] = [];
  const missing: string[] = [];
  for (const name of names) (existsSync(modelSpecOf(name)) ? specs : missing).push(name);
  return { specs, missing };
}

export interface UiRunResult {
  /** Playwright's exit status */
  status: number;
  /** the end of its output when `quiet` (what a failure says), else empty */
  output: string;
}

/** How much of a quiet run's output is kept: the failing step and its error. */
const KEPT_OUTPUT = 8_000;

/** Runs the UI models of `machines` through Playwright (chromium project, the e2e script's
 * browser choice). Output goes to this process's terminal, or, `quiet` (the control page's runs),
 * its end is kept for the answer. */
export function runUiModels(
  machines: string[],
  options: UiRunOptions,
  { quiet = false } = {},
): Promise<UiRunResult> {
  const specs = machines.map((m) => relative(REPO_ROOT, modelSpecOf(m)));
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'e2e.mjs'), ...specs, '--project=chromium', '--retries=0'],
    {
      cwd: REPO_ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, [ENV]: JSON.stringify(options) },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ status: code ?? 1, output }));
    child.once('error', (error) => resolve({ status: 1, output: `${output}${error.message}` }));
  });
}
