import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { graphOf, stateOf } from '../../../simulator/scenarios/graph';
import { handlingScenario } from '../../../simulator/scenarios/machines/handling.scenario';
import type { HandlingWorld } from '../../../simulator/scenarios/machines/handling-support';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import type { Handling } from '../../../src/domain/handling';
import { HandlingPage } from '../pages/handling.page';
import { apiGet, apiToken } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import {
  assignOperator,
  browserSessionApi,
  confirmCommand,
  expectAllowed,
  loadingSpinner,
} from './operation-ui';
import { fault, IN_FLIGHT_MS, modelTest, type UiContext, type UiModel } from './ui-model';

// handlingMachine's shortest paths (every transition) driven through a handling's tab (doc 3 §2
// Handling detail, §4): the summary's Assign, Finalize and Cancel, each named after the handling's
// code, finalize and cancel confirmed. Not the operation kit (operation-ui.ts): handling's record
// lives at /position-handling, its summary and buttons are its own. LOADED is no user action — the
// record's read answering: the path's handling is the seeded one in the sampled status, taken by the
// API scenario's own LOADED step (handling-support.ts openHandling), and its tab opened with that read
// held IN_FLIGHT_MS (the `loading` state). ITEMS_CHANGED is no call either (the simulator derives the
// status from the items, doc 3 §4): its user action is the one that causes it, the one item's own
// Finalize or Cancel in the items table, after which the summary shows the status the machine leads
// to. Its refusals (in DONE or CANCELLED) are the API level's: the items' buttons are the item
// machine's part.

interface HandlingUi {
  screen: HandlingPage;
  code: string;
  /** the SKU of the handling's first item (its row's buttons are named after it) */
  sku: string;
}

async function openHandlingTab({
  page,
  request,
  first,
}: UiContext & { first: AnyEventObject | undefined }): Promise<HandlingUi> {
  // as any scenario machine, as the operation kit calls its LOADED step (the event is the path's)
  const entry: AnyScenarioMachine = handlingScenario;
  const loaded = entry.steps.LOADED?.allowed;
  if (first?.type !== 'LOADED' || !loaded)
    throw new Error('handling: a path starts with LOADED, made by the scenario’s LOADED step');
  await signInOnce(page, 'admin');
  const token = await apiToken(request);
  const world: HandlingWorld = { token, id: null, item: null, origin: null, destination: null };
  const g = graphOf(entry);
  const before = g.initial();
  await loaded({
    event: first,
    before,
    after: g.step(before, first).next,
    world,
    api: browserSessionApi(request),
  });
  const detail = await apiGet<Handling>(request, token, `/position-handling/${world.id}`);
  await fault(request, {
    method: 'GET',
    path: `/api/position-handling/${world.id}`,
    delay: { kind: 'fixed', ms: IN_FLIGHT_MS },
    first: 1,
  });
  await page.goto(`/handling/${world.id}`);
  return { screen: new HandlingPage(page), code: detail.code, sku: detail.items[0].product.sku };
}

type RecordAction = 'assign' | 'finalize' | 'cancel';
const ACTION_OF: Record<string, RecordAction> = {
  ASSIGN_USER: 'assign',
  FINALIZE: 'finalize',
  CANCEL: 'cancel',
};

/** The summary shows the machine's state as the handling's status, and its Assign, Finalize and
 * Cancel are enabled exactly where the machine takes them. */
async function expectRecord({ screen, code }: HandlingUi, snapshot: AnyMachineSnapshot): Promise<void> {
  await expect(screen.summary()).toContainText(t(`operations.status.${stateOf(snapshot)}`));
  await Promise.all(
    Object.entries(ACTION_OF).map(([type, action]) =>
      expectAllowed(screen.recordAction(action, code), snapshot, { type }),
    ),
  );
}

/** A refused record event: its summary button is disabled (no summary while loading: the API
 * level's refusal). */
const refusedButton =
  (action: RecordAction): NonNullable<UiModel<HandlingUi>['refusals']>[string] =>
  async ({ snapshot, world }) => {
    if (snapshot.value === 'loading') return false;
    await expect(world.screen.recordAction(action, world.code)).toBeDisabled();
    return undefined;
  };

const model: UiModel<HandlingUi> = {
  entry: handlingScenario,

  setup: openHandlingTab,

  actions: {
    // the summary (which shows no code: the tab's label does) appears once the held read answers
    LOADED: ({ world }) => expect(world.screen.summary()).toBeVisible({ timeout: 20_000 }),
    ASSIGN_USER: ({ page, world }) =>
      assignOperator(page, world.screen.recordAction('assign', world.code), world.screen.summary()),
    FINALIZE: ({ page, world }) =>
      confirmCommand(
        page,
        world.screen.recordAction('finalize', world.code),
        t('handling.confirm.finalizeTitle'),
        t('handling.actions.finalize'),
      ),
    CANCEL: ({ page, world }) =>
      confirmCommand(
        page,
        world.screen.recordAction('cancel', world.code),
        t('handling.confirm.cancelTitle'),
        t('handling.actions.cancel'),
      ),
    // the one item's own Finalize (to its stored destination) or Cancel, confirmed
    ITEMS_CHANGED: async ({ page, event, world }) => {
      const done = event.items[0] === 'DONE';
      await confirmCommand(
        page,
        world.screen.itemAction(done ? 'finalize' : 'cancel', world.sku),
        done ? t('handling.actions.finalizeItem', { sku: world.sku }) : t('handling.confirm.itemTitle'),
        t(done ? 'handling.actions.finalize' : 'handling.actions.cancel'),
      );
      await expect(world.screen.itemRow(world.sku)).toContainText(t(`operations.status.${event.items[0]}`));
    },
  },

  states: {
    // the held read: a spinner (the lazy detail's, then the handling's own) and no summary yet
    loading: async ({ page, world }) => {
      const spinner = page
        .getByRole('status', { name: t('handling.detail.loading') })
        .or(loadingSpinner(page));
      await Promise.all([
        expect(spinner.first()).toBeVisible(),
        expect(world.screen.summary()).toHaveCount(0),
      ]);
    },
    PENDING: ({ snapshot, world }) => expectRecord(world, snapshot),
    DONE: ({ snapshot, world }) => expectRecord(world, snapshot),
    CANCELLED: ({ snapshot, world }) => expectRecord(world, snapshot),
  },

  refusals: {
    ASSIGN_USER: refusedButton('assign'),
    FINALIZE: refusedButton('finalize'),
    CANCEL: refusedButton('cancel'),
  },
};

modelTest(model, { timeout: 180_000 });
