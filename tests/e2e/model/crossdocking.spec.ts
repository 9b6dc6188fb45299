import type { AnyMachineSnapshot } from 'xstate';
import { stateOf } from '../../../simulator/scenarios/graph';
import { crossdockingScenario } from '../../../simulator/scenarios/machines/crossdocking.scenario';
import type { Crossdocking } from '../../../src/domain/crossdocking';
import type { CrossdockingEvent, CrossLineState } from '../../../src/machines/crossdocking.machine';
import { CrossdockingPage } from '../pages/crossdocking.page';
import { apiGet, apiToken } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import { assignOperator, expectAllowed, loadingSpinner } from './operation-ui';
import { loadedByScenario } from './scenario-steps';
import {
  disabledControl,
  holdFirstLoad,
  modelTest,
  refusedOnScreen,
  type SetupContext,
  type UiModel,
} from './ui-model';

// crossdockingMachine's shortest paths (every transition) driven through a crossdock's tab (ours:
// simulator/README.md "Crossdocking"): the summary's Assign, Finalize and Cancel, and the reading
// panel — a line chosen by its "Read" button, the read quantity, the outbound dock, "Send to
// dock". The operation kit (operation-ui.ts) is used for its assign dialog only: this screen has
// no order rows and its actions are named by the record's code. LOADED is no user action — the
// record's read answering: the path's crossdock is the seeded one in the sampled status, prepared
// by the API scenario's own LOADED step (which names its lines l1, l2), and its tab opened with
// that read held IN_FLIGHT_MS (the `loading` state). Refusals: the summary's buttons disabled; a
// CONFIRM_LINE refused shows as the line's "Read" disabled or absent, the panel gone once the
// crossdock is closed, the quantity field's error, the receiving dock never offered, or "Send to
// dock" disabled without a dock.

interface CrossUi {
  screen: CrossdockingPage;
  code: string;
  /** the scenario's line names (l1, l2) → the line as the tab names it */
  lines: Record<string, { sku: string; order: string }>;
}

type Confirm = Extract<CrossdockingEvent, { type: 'CONFIRM_LINE' }>;

/** Makes the path's first event (LOADED) with the scenario's own step, then opens its tab with the
 * record's read held. */
async function setup(ctx: SetupContext) {
  const { page, request, first } = ctx;
  await signInOnce(page, 'admin');
  const token = await apiToken(request);
  const world = await loadedByScenario(crossdockingScenario, first, request, {
    token,
    id: null as string | null,
    lines: {} as Record<string, string>,
  });
  const record = await apiGet<Crossdocking>(request, token, `/crossdocking/${world.id}`);
  const byId = new Map(record.lines.map((l) => [l.id, { sku: l.product.sku, order: l.order.number }]));
  const lines = Object.fromEntries(
    Object.entries(world.lines).map(([name, id]) => [name, byId.get(id) ?? { sku: '', order: '' }]),
  );
  await holdFirstLoad(ctx, `/api/crossdocking/${world.id}`);
  await page.goto(`/crossdocking/${world.id}`);
  return {
    screen: new CrossdockingPage(page),
    code: record.code,
    lines,
  };
}

/** Chooses the event's line, its dock (none: the placeholder) and types its read quantity. */
async function fillReading({ screen, lines }: CrossUi, event: Confirm): Promise<void> {
  await screen.readButton(lines[event.lineId]).click();
  await screen.dock.selectOption(event.dock?.id ?? '');
  await screen.quantity.fill(event.quantity === null ? '' : String(event.quantity));
}

/** A crossdock's state: the summary's status and actions as the machine says, the reading panel
 * only while open with a line left to read, each line's status and its "Read" offered exactly when the line is open. */
async function expectCrossState(world: CrossUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const { screen, code } = world;
  const status = stateOf(snapshot);
  await expect(screen.summary(code)).toContainText(t(`operations.status.${status}`));
  const open = status === 'PENDING' || status === 'INPROGRESS';
  await Promise.all([
    expectAllowed(screen.action('assign', code), snapshot, { type: 'ASSIGN_USER' }),
    expectAllowed(screen.action('finalize', code), snapshot, { type: 'FINALIZE' }),
    expectAllowed(screen.action('cancel', code), snapshot, { type: 'CANCEL' }),
    // the reading panel shows while a line is left to read (crossdockingAnswers.reading)
    expect(screen.send).toHaveCount(
      open && (snapshot.context.lines as CrossLineState[]).some((l) => l.status === 'PENDING') ? 1 : 0,
    ),
    // the lines the record has (the DONE sample names two, the seeded DONE crossdock holds one)
    ...(snapshot.context.lines as CrossLineState[]).flatMap((l) => {
      const line = world.lines[l.id];
      if (!line) return [];
      const offered = l.status === 'PENDING' && open;
      return [
        // a line the machine leaves PENDING in a cancelled crossdock is the simulator's to close
        // (it cancels the lines, the machine keeps no line status for that): only "Read" is checked
        ...(l.status !== 'PENDING' || open
          ? [expect(screen.lineOf(line)).toContainText(t(`operations.status.${l.status}`))]
          : []),
        offered
          ? expect(screen.readButton(line)).toBeEnabled()
          : expect(screen.readButton(line)).toBeDisabled(),
      ];
    }),
  ]);
}

const recordState = ({ snapshot, world }: { snapshot: AnyMachineSnapshot; world: CrossUi }) =>
  expectCrossState(world, snapshot);

/** A refused record action: its summary button is disabled. */
const refusedAction = (kind: 'assign' | 'finalize' | 'cancel') =>
  disabledControl<CrossUi>((world) => world.screen.action(kind, world.code));

/** A refused CONFIRM_LINE, as the tab refuses it (the machine's guards, in their order). */
const refusedConfirm = refusedOnScreen<CrossUi>(async ({ event, snapshot, world }) => {
  const e = event as Confirm;
  const { screen } = world;
  const line = world.lines[e.lineId];
  const open = snapshot.value === 'PENDING' || snapshot.value === 'INPROGRESS';
  const state = (snapshot.context.lines as CrossLineState[]).find((l) => l.id === e.lineId);
  if (!open)
    await expect(screen.send).toHaveCount(0); // a closed crossdock has no reading panel
  else if (!line)
    // a line the crossdock lacks: no row offers it
    await expect(screen.lines.getByRole('button')).toHaveCount(Object.keys(world.lines).length);
  else if (state?.status !== 'PENDING')
    await expect(screen.readButton(line)).toBeDisabled(); // a line crossed already
  else if (e.dock?.typeOperation === 'receiving')
    // goods may not leave by a receiving dock: the panel never offers one
    await expect(screen.dock.locator(`option[value="${e.dock.id}"]`)).toHaveCount(0);
  else {
    await fillReading(world, e);
    if (e.dock) await expect(screen.quantity).toHaveAttribute('aria-invalid', 'true'); // the quantity's error
    await expect(screen.send).toBeDisabled();
  }
});

const model: UiModel<CrossUi> = {
  entry: crossdockingScenario,
  setup,

  actions: {
    LOADED: ({ world }) => expect(world.screen.summary(world.code)).toBeVisible({ timeout: 20_000 }),
    ASSIGN_USER: ({ world }) =>
      assignOperator(
        world.screen.page,
        world.screen.action('assign', world.code),
        world.screen.summary(world.code),
      ),
    CONFIRM_LINE: async ({ event, world }) => {
      const e = event as Confirm;
      await fillReading(world, e);
      await world.screen.send.click();
      await expect(world.screen.lineOf(world.lines[e.lineId])).toContainText(t('operations.status.DONE'));
    },
    FINALIZE: ({ world }) => world.screen.finalize(world.code),
    CANCEL: ({ world }) => world.screen.cancel(world.code),
  },

  states: {
    // the held read: a spinner (the lazy tab's or the crossdock's own) and no summary, no action
    loading: async ({ page, world }) => {
      await Promise.all([
        expect(loadingSpinner(page).or(world.screen.loading).first()).toBeVisible(),
        expect(world.screen.summary(world.code)).toHaveCount(0),
      ]);
    },
    PENDING: recordState,
    INPROGRESS: recordState,
    DONE: recordState,
    CANCELLED: recordState,
  },

  refusals: {
    ASSIGN_USER: refusedAction('assign'),
    FINALIZE: refusedAction('finalize'),
    CANCEL: refusedAction('cancel'),
    CONFIRM_LINE: refusedConfirm,
  },
};

modelTest(model, { timeout: 180_000 });
