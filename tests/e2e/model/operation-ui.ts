import type { Locator, Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { stateOf } from '../../../simulator/scenarios/graph';
import type { OperationKind, OperationWorld } from '../../../simulator/scenarios/machines/operations-support';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import { DEMO_LOGINS } from '../../../simulator/seed/demo/users';
import { apiGet, apiToken } from '../pages/orders.page';
import { choose, confirmation, dialog } from '../pages/register-list';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import { loadedByScenario } from './scenario-steps';
import { disabledControl, holdFirstLoad, type SetupContext, type UiModel } from './ui-model';

/**
 * What every operation UI model shares (inbound, storage, picking, packing… — each a record machine
 * and an -item machine, doc 3 §2 "list pattern", §4): the path's record is made through the API the
 * way the API scenario makes it (the scenario's own LOADED step: a fresh order with its lines, the
 * operation for it, driven into the sampled status — simulator/scenarios/machines/
 * operations-support.ts), so no rule of how a status is reached is written twice. Its detail tab
 * is then opened with the record's read held IN_FLIGHT_MS: the machine's `loading` state is what the
 * tab shows meanwhile, and LOADED — the answer arriving, which no user action sends — is the record
 * appearing. Every other event is a user action on that tab.
 *
 * Refusals are "the control is disabled or hidden": the header's Assign, Finalize and Cancel are
 * disabled where the record machine refuses them; an item model checks its own controls.
 */
export interface OperationUi {
  page: Page;
  /** the path's record as the API scenario's world names it (ids of the record, its order, lines),
   * for a model that calls the API about it */
  record: OperationWorld;
  /** the record's code (the tab's label, the confirmations' titles) */
  code: string;
  /** the number of the record's one order (its row, card or menu) */
  orderNumber: string;
}

/** The operator every model assigns (a USER, offered by the assign dialog's default type). */
const OPERATOR = DEMO_LOGINS.find((l) => l.userName === 'operator') ?? DEMO_LOGINS[0];
const OPERATOR_OPTION = `${OPERATOR.name} (${OPERATOR.userName})`;

interface DetailJson {
  code: string;
  items: Array<{ order: { orderNumber: string } }>;
}

/**
 * A model's `setup`: signs in on the first path (the later ones keep the tab's session), makes the
 * record the path's first event (LOADED) samples with the scenario's LOADED step, and opens its
 * detail tab with the record's read held, so the `loading` state shows. `detail` is the record as
 * the API answered it before the tab opened (a model reads its kind's own parts, e.g. picking's
 * rows; reading it afterwards would take the read held for the tab).
 */
export async function openOperation<D extends DetailJson = DetailJson>(
  entry: AnyScenarioMachine,
  kind: OperationKind,
  ctx: SetupContext,
): Promise<OperationUi & { detail: D }> {
  const { page, request, first } = ctx;
  await signInOnce(page, 'admin');
  const token = await apiToken(request);
  const record: OperationWorld = { token, id: '', item: '', order: '', lines: {}, position: null };
  await loadedByScenario(entry, first, request, record);
  const detail = await apiGet<D>(request, token, `/${kind}/${record.id}`);
  await holdFirstLoad(ctx, `/api/${kind}/${record.id}`);
  await page.goto(`/${kind}/${record.id}`);
  return { page, record, code: detail.code, orderNumber: detail.items[0].order.orderNumber, detail };
}

/** The detail's summary (date, number, operator, status) with the record's actions. */
export const recordSummary = (page: Page): Locator =>
  page.getByRole('region', { name: t('operations.detail.summary') });

type RecordEventType = 'ASSIGN_USER' | 'FINALIZE' | 'CANCEL';

/** The record header's button of each whole-record event (inbound, storage, picking, packing). */
export function recordButton(page: Page, type: RecordEventType): Locator {
  const name = {
    ASSIGN_USER: 'operations.actions.assign',
    FINALIZE: 'operations.actions.finalize',
    CANCEL: 'operations.actions.cancel',
  }[type];
  return recordSummary(page).getByRole('button', { name: t(name), exact: true });
}

/** `control` is enabled exactly when the machine takes `event` (src/machines/ask.ts asks the same). */
export function expectAllowed(control: Locator, snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  return snapshot.can(event) ? expect(control).toBeEnabled() : expect(control).toBeDisabled();
}

/** The whole-item or whole-record controls a tab offers (Assign, Finalize, Cancel: the summary's,
 * an order row's or card's, whichever it has), each enabled exactly where the machine takes it. */
export const expectActions = (
  snapshot: AnyMachineSnapshot,
  controls: Partial<Record<RecordEventType, Locator>>,
): Promise<unknown> =>
  Promise.all(Object.entries(controls).map(([type, control]) => expectAllowed(control, snapshot, { type })));

/** A spinner: the tab's code still arriving (the lazy detail) or, for picking and packing, the
 * whole record (DetailPending). */
export const loadingSpinner = (page: Page): Locator =>
  page.getByRole('status', { name: t('ui.loading') }).first();

/** A table still reading its rows (`aria-busy`: src/ui/data-table.tsx, expandable-table.tsx). */
export const busyTable = (page: Page, caption: string): Locator =>
  page.getByRole('table', { name: caption, exact: true }).and(page.locator('[aria-busy="true"]'));

/** The tab while the record's read is held: no summary, hence no action, and a loading sign — the
 * spinner, or the kind's own `busy` sign once its detail is drawn (a busy table). The read is held
 * from the moment the tab mounts, so on a busy machine the detail's code may arrive only near its
 * end: the spinner is then what the user sees. */
export async function expectLoading(page: Page, busy?: Locator): Promise<void> {
  const sign = busy ? loadingSpinner(page).or(busy) : loadingSpinner(page);
  await Promise.all([expect(sign.first()).toBeVisible(), expect(recordSummary(page)).toHaveCount(0)]);
}

/** LOADED: the held read answers and the record's summary shows. */
export async function expectLoaded(ui: OperationUi): Promise<void> {
  await expect(recordSummary(ui.page)).toContainText(ui.code, { timeout: 20_000 });
}

/** An item model's LOADED: the held read answers and the path's order (`order`: its row or card)
 * shows in the tab. */
export const loadedShowing =
  <W extends OperationUi>(order: (world: W) => Locator) =>
  async ({ world }: { world: W }): Promise<void> => {
    await expectLoaded(world);
    await expect(order(world)).toBeVisible();
  };

/** The summary shows the machine's state as the record's status, and its Assign, Finalize and
 * Cancel are enabled exactly where the record machine takes them. */
export const expectRecordState = (ui: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> =>
  expectRecordHeader(ui, snapshot, ['ASSIGN_USER', 'FINALIZE', 'CANCEL']);

/** Assigns the operator through the dialog `button` opens; `scope` then names them. */
export async function assignOperator(page: Page, button: Locator, scope: Locator): Promise<void> {
  await button.click();
  const form = dialog(page, t('operations.assign.title'));
  await choose(page, form, t('operations.assign.user'), OPERATOR_OPTION);
  await form.getByRole('button', { name: t('operations.assign.confirm') }).click();
  await expect(form).toBeHidden();
  await expect(scope).toContainText(OPERATOR.name);
}

/** Clicks `button` and confirms the dialog titled `title` with `yes`; it closes once saved. */
export async function confirmCommand(page: Page, button: Locator, title: string, yes: string): Promise<void> {
  await button.click();
  const confirm = confirmation(page, title);
  await confirm.getByRole('button', { name: yes, exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** The whole-record events from the detail's header: assign, finalize and cancel, confirmed. */
export const recordActions: UiModel<OperationUi>['actions'] = {
  ASSIGN_USER: ({ world }) =>
    assignOperator(world.page, recordButton(world.page, 'ASSIGN_USER'), recordSummary(world.page)),
  FINALIZE: ({ world }) =>
    confirmCommand(
      world.page,
      recordButton(world.page, 'FINALIZE'),
      t('operations.confirm.finalizeTitle', { code: world.code }),
      t('operations.confirm.yesFinalize'),
    ),
  CANCEL: ({ world }) =>
    confirmCommand(
      world.page,
      recordButton(world.page, 'CANCEL'),
      t('operations.confirm.cancelTitle', { code: world.code }),
      t('operations.confirm.yesCancel'),
    ),
};

/** A refused whole-record event: its header button is disabled. */
export const recordRefusals: NonNullable<UiModel<OperationUi>['refusals']> = {
  ASSIGN_USER: disabledControl((ui) => recordButton(ui.page, 'ASSIGN_USER')),
  FINALIZE: disabledControl((ui) => recordButton(ui.page, 'FINALIZE')),
  CANCEL: disabledControl((ui) => recordButton(ui.page, 'CANCEL')),
};

/** The summary shows the machine's state as the record's status, and the header's buttons of
 * `types` — a kind whose header lacks one (storage finalizes line by line: no Finalize) names the
 * ones it has — enabled exactly where the record machine takes them. */
export async function expectRecordHeader(
  ui: OperationUi,
  snapshot: AnyMachineSnapshot,
  types: ReadonlyArray<Parameters<typeof recordButton>[1]>,
): Promise<void> {
  await expect(recordSummary(ui.page)).toContainText(t(`operations.status.${stateOf(snapshot)}`));
  await expectActions(snapshot, Object.fromEntries(types.map((type) => [type, recordButton(ui.page, type)])));
}
