import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CoverageTally, PathCoverage, refusalKey } from '../../../simulator/scenarios/coverage';
import {
  parsePathId,
  pathOf,
  type ScenarioPath,
  transitionPaths,
  uiWalks,
} from '../../../simulator/scenarios/generate';
import { describeEvent, graphOf, stateOf } from '../../../simulator/scenarios/graph';
import { writeUiCoverage } from '../../../simulator/scenarios/report';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import { uiRunOptions } from '../../../simulator/scenarios/ui-run';
import { expect, test } from '../support/fixtures';

/**
 * The UI level of the generated scenarios (DESIGN §7): the same paths the API level runs, driven
 * through the console. Each event is a user action on a page object, each state an assertion of
 * what the screen shows — the actions it offers and the ones it does not. Every step is a
 * `test.step`, so the Playwright report lists the path, not only the error.
 *
 * A request's outcome is decided before the user acts (the browser cannot be told afterwards):
 * an action that starts a request gets the path's `next` event and prepares that outcome with a
 * fault rule (a 500, a dropped connection…), plus a short delay so the in-flight state
 * (requesting, sending, loading) can be seen on the screen.
 */
export interface UiContext {
  page: Page;
  /** the simulator's control API, on the browser's (default) session */
  request: APIRequestContext;
}

export interface SetupContext extends UiContext {
  first: AnyEventObject | undefined;
  /**
   * Hold the screen's first read IN_FLIGHT_MS, so a machine's `loading` state shows: true until
   * `loading` has been checked once in this spec file. Later paths open without the hold and leave
   * `loading` unchecked (its screen is the same on every path; their LOADED still waits for the
   * record): the hold cost every path IN_FLIGHT_MS, a few minutes of the suite.
   */
  holdFirstRead: boolean;
}

export interface UiStep<W> extends UiContext {
  event: AnyEventObject;
  /** the path's next event: the outcome to prepare when this action starts a request */
  next: AnyEventObject | undefined;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  world: W;
}

export interface UiModel<W> {
  entry: AnyScenarioMachine;
  /** opens the screen in the machine's initial state; `first` is the path's first event */
  setup(ctx: SetupContext): Promise<W>;
  actions: Record<string, (step: UiStep<W>) => Promise<void>>;
  /** per state (leaf state name): what the screen shows, enabled and disabled actions included */
  states: Record<string, (ctx: UiContext & { snapshot: AnyMachineSnapshot; world: W }) => Promise<void>>;
  /** per event type: how the screen refuses that event where the machine refuses it — the control
   * is hidden or disabled, or the action answers the refusal message — checked once per (state,
   * sample event) pair a walk reaches. Event types left out (an answer arriving, an action only
   * another screen offers) are the API level's refusals only; a check answering `false` (a state
   * whose screen cannot show the refusal, e.g. in flight) leaves that pair to the API level too. */
  /** Events the machine allows where no console screen can send them — a disagreement between
   * machine and screen left open, written in the machine's rule table with its reason. Every path
   * is walked only up to its first such event (the shorter path kept when no other walk has it),
   * so the transitions they take stay uncovered in the UI coverage; the test names them in its
   * annotations. Never a way to skip a step the screen offers. */
  offScreen?: Record<string, string>;
  refusals?: Record<
    string,
    (
      ctx: UiContext & { event: AnyEventObject; snapshot: AnyMachineSnapshot; world: W },
    ) => Promise<undefined | false>
  >;
}

type Refusal<W> = NonNullable<UiModel<W>['refusals']>[string];

/** A refusal the screen shows once its record is there: `check` looks at it. While the record's
 * read is held (`loading`) no row or control is there to show it: that pair is the API level's. */
export const refusedOnScreen =
  <W>(check: (ctx: Parameters<Refusal<W>>[0]) => Promise<unknown>): Refusal<W> =>
  async (ctx) => {
    if (ctx.snapshot.value === 'loading') return false;
    await check(ctx);
    return undefined;
  };

/** A refusal that is `control` disabled (see refusedOnScreen). */
export const disabledControl = <W>(control: (world: W) => Locator): Refusal<W> =>
  refusedOnScreen<W>(({ world }) => expect(control(world)).toBeDisabled());

/** A record machine's states: `loading` as given, every other one (a stored status) shown by
 * `show` — the same row, card or summary read against the snapshot. */
export function storedStates<W>(
  entry: AnyScenarioMachine,
  loading: UiModel<W>['states'][string],
  show: (world: W, snapshot: AnyMachineSnapshot) => Promise<void>,
): UiModel<W>['states'] {
  const states: UiModel<W>['states'] = { loading };
  for (const name of Object.keys(entry.machine.root.states))
    if (name !== 'loading') states[name] = ({ snapshot, world }) => show(world, snapshot);
  return states;
}

/** The state a screen is in while its first read is in flight (most record machines start there). */
const LOADING = 'loading';

/** How long a prepared request is held, so its in-flight state shows (long enough for a 2-core CI
 * machine under load to see it; the states check their facts concurrently within it). */
export const IN_FLIGHT_MS = 1500;

/** Adds a fault rule to the browser's simulator session (reset before each test). */
export async function fault(request: APIRequestContext, rule: Record<string, unknown>): Promise<void> {
  const res = await request.post('/__sim/faults', { data: rule });
  expect(res.status(), `fault rule ${JSON.stringify(rule)}: ${await res.text()}`).toBe(201);
}

/** A model's set-up holding the screen's first read (GET `path`) while the path is to show its
 * `loading` state (SetupContext.holdFirstRead); `ms` longer where the screen's code loads first. */
export async function holdFirstLoad(ctx: SetupContext, path: string, ms = IN_FLIGHT_MS): Promise<void> {
  if (ctx.holdFirstRead)
    await fault(ctx.request, { method: 'GET', path, delay: { kind: 'fixed', ms }, first: 1 });
}

/** Walks one path in the browser: `test.step` per event, the state checked after each. */
export async function walkUi<W>(
  model: UiModel<W>,
  path: ScenarioPath,
  ctx: UiContext & { a11y: (name?: string) => Promise<void> },
  coverage: PathCoverage,
  /** states whose screen had its axe check already (once per state and spec file is enough) */
  checked = new Set<string>(),
  /** refusals checked already (state x event, once per spec file) */
  refusalsChecked = new Set<string>(),
): Promise<void> {
  const g = graphOf(model.entry);
  const events = path.events.map((k) => model.entry.events[k] as AnyEventObject);
  let snapshot = g.initial();
  const holdFirstRead = !checked.has(LOADING);
  const assertState = async (world: W) => {
    const state = stateOf(snapshot);
    if (state === LOADING && !holdFirstRead) return coverage.visit(snapshot); // see SetupContext
    const assertion = model.states[state];
    if (!assertion) throw new Error(`${model.entry.name}: no UI assertion for state ${state}`);
    await assertion({ ...ctx, snapshot, world });
    coverage.visit(snapshot);
    if (!checked.has(state)) {
      checked.add(state);
      await ctx.a11y(`${model.entry.name}-${state}`);
    }
    await checkRefusals(world);
  };
  const checkRefusals = async (world: W) => {
    for (const event of model.entry.events as AnyEventObject[]) {
      const refusal = model.refusals?.[event.type];
      const key = refusalKey(snapshot, event);
      if (!refusal || snapshot.can(event) || refusalsChecked.has(key)) continue;
      refusalsChecked.add(key);
      const shown = await test.step(`refused: ${key}`, () => refusal({ ...ctx, event, snapshot, world }));
      if (shown !== false) coverage.refuse(snapshot, event);
    }
  };

  const world = await test.step(`set-up → ${stateOf(snapshot)}`, async () => {
    const w = await model.setup({ ...ctx, first: events[0], holdFirstRead });
    await assertState(w);
    return w;
  });
  for (const [i, event] of events.entries()) {
    const { next, taken } = g.step(snapshot, event);
    if (!taken.length)
      throw new Error(
        `${describeEvent(event)} is refused in ${stateOf(snapshot)}: UI paths take allowed events only`,
      );
    await test.step(`${i + 1}. ${describeEvent(event)} → ${stateOf(next)}`, async () => {
      const action = model.actions[event.type];
      if (!action) throw new Error(`${model.entry.name}: no UI action for ${event.type}`);
      await action({ ...ctx, event, next: events[i + 1], before: snapshot, after: next, world });
      snapshot = next;
      coverage.take(taken);
      await assertState(world);
    });
  }
}

/** Collects a spec's UI coverage and writes reports/ui-coverage-<machine>.json after it. */
export function uiCoverage(entry: AnyScenarioMachine) {
  const tally = new CoverageTally([entry]);
  const paths: Array<{ id: string; ok: boolean }> = [];
  return {
    /** states whose screen had its axe check in this spec file */
    checked: new Set<string>(),
    /** refusals the screen was checked for in this spec file */
    refusalsChecked: new Set<string>(),
    path(id: string) {
      const coverage = new PathCoverage();
      const record = { id, ok: false };
      paths.push(record);
      return {
        coverage,
        done(ok: boolean) {
          record.ok = ok;
          tally.add(entry.name, coverage.toJSON());
        },
      };
    },
    write() {
      const [coverage] = tally.result();
      // A refusal counts at the UI level when a model's `refusals` checked it on the screen (the
      // control hidden or disabled, or the refusal message); the rest are the API level's.
      writeUiCoverage({ coverage, paths });
    },
  };
}

/**
 * One Playwright test per machine (the suite's budget): every shortest path of the machine
 * (`transitionPaths`, one per transition) walked in turn in the same tab, each path a `test.step`
 * group. Before each path but the first the worker's simulator session is reset (`POST
 * /__sim/reset`: fresh records; the tab's sign-in survives it, so no path signs in again); the
 * model's `setup` reopens its screen. UI coverage is written after the tests, failed or not.
 * `npm run scenarios -- --ui` (simulator/scenarios/ui-run.ts) adds a second test of seeded walks,
 * or replaces both with the path ids it replays.
 */
const eventsIn = (paths: ScenarioPath[]) => paths.reduce((n, p) => n + p.events.length + 1, 0);

/** The paths cut before their first `offScreen` event; a cut path that another walkable path
 * starts with (or repeats) is dropped. */
function onScreen<W>(model: UiModel<W>, paths: ScenarioPath[]): ScenarioPath[] {
  const off = model.offScreen ?? {};
  const cut = paths.map((path) => {
    const at = path.events.findIndex((k) => (model.entry.events[k] as AnyEventObject).type in off);
    return at < 0 ? path : pathOf(path.machine, path.kind, path.events.slice(0, at), path.note);
  });
  const kept = cut.filter((p) => p.events.length > 0);
  return kept.filter(
    (p, i) => !kept.some((other, j) => (other.id === p.id ? j < i : other.id.startsWith(`${p.id}.`))),
  );
}

export function modelTest<W>(model: UiModel<W>, options: { timeout: number }): void {
  const coverage = uiCoverage(model.entry);
  const run = uiRunOptions();
  const name = model.entry.name;
  const shortest = onScreen(model, transitionPaths(model.entry));
  const replays = (run.replay ?? []).map(parsePathId).filter((p) => p.machine === name);
  const groups: Array<[string, ScenarioPath[]]> = run.replay
    ? replays.length
      ? [['replay', replays.map((p) => pathOf(name, 'replay', p.events))]]
      : []
    : [['every transition', shortest]];
  if (!run.replay && run.walks?.walks)
    groups.push(['seeded walks', onScreen(model, uiWalks(model.entry, run.walks))]);
  test.describe(`${name} machine through the console`, () => {
    // a replay leaves the last full run's coverage alone (as the API level's --replay)
    if (!run.replay) test.afterAll(() => coverage.write());
    for (const [title, paths] of groups) {
      test(`${title}: ${paths.length} path(s)`, async ({ page, request, a11y }) => {
        // `timeout` is the shortest paths' budget; walks get it in proportion to their events
        test.setTimeout(options.timeout * Math.max(1, eventsIn(paths) / eventsIn(shortest)));
        for (const [type, why] of Object.entries(model.offScreen ?? {}))
          test.info().annotations.push({ type: 'off screen', description: `${type}: ${why}` });
        for (const [i, path] of paths.entries()) {
          await test.step(`path ${path.id}${path.note ? ` (${path.note})` : ''}`, async () => {
            if (i > 0) {
              const reset = await request.post('/__sim/reset');
              expect(reset.ok(), `POST /__sim/reset answered ${reset.status()}`).toBeTruthy();
            }
            const walk = coverage.path(path.id);
            let ok = false;
            try {
              await walkUi(
                model,
                path,
                { page, request, a11y },
                walk.coverage,
                coverage.checked,
                coverage.refusalsChecked,
              );
              ok = true;
            } finally {
              walk.done(ok);
            }
          });
        }
      });
    }
  });
}
