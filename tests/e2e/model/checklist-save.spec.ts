import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { checklistSaveScenario } from '../../../simulator/scenarios/machines/checklist-save.scenario';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import type { Order } from '../../../src/domain/order-records';
import { ChecklistTabPage } from '../pages/checklist.page';
import { apiGet, apiToken, atSeedTime, OrdersPage } from '../pages/orders.page';
import { tick } from '../pages/register-list';
import { expect } from '../support/fixtures';
import { startingWith, t } from '../support/messages';
import { signInOnce } from '../support/session';
import { toast } from '../support/toasts';
import { loadingSpinner } from './operation-ui';
import { loadedByScenario } from './scenario-steps';
import { holdFirstLoad, IN_FLIGHT_MS, modelTest, type SetupContext, type UiModel } from './ui-model';

// checklistSaveMachine's shortest paths (every transition) driven through an order's Checklist tab,
// Mechanic sub-tab (doc 2 §2 "Checklist: sub-tabs Vehicle and Mechanic"; §2 Checklists: save only
// once modified, print only when not; §4 create mode posts and closes, update mode puts and
// refreshes). The path's order is the API scenario's LOADED step's: in create mode a fresh order
// made a CHECKLIST one by its vehicle checklist (the tab exists only for origin CHECKLIST), its
// mechanic checklist missing; in update mode the documents anchor order with both. The order's
// detail is opened from the list with its read held IN_FLIGHT_MS (`loading`); LOADED — the read
// answering, no user action — is the tab then opened on the mechanic checklist (in create mode its
// "Fill" button). EDIT types a new CT (and, on an empty form, the other required fields: a mechanic
// and the customer, so the save that follows is valid); SAVE is the form's Save, its success toast
// named after the checklist; PRINT the form's Print, the A4 PDF opened in a new tab.

interface ChecklistUi {
  page: Page;
  checklist: ChecklistTabPage;
  form: Locator;
  /** how many edits were typed (each CT typed differs from the last) */
  edits: number;
}

const MECHANIC = 'MECHANIC' as const;
const NAME = t(`checklists.name.${MECHANIC}`);

const stored = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches('saved') || snapshot.matches('savedModified');
const modeOf = (snapshot: AnyMachineSnapshot) => (stored(snapshot) ? 'update' : 'create');

const saveButton = (ui: ChecklistUi) => ui.checklist.save(ui.form, MECHANIC);
const printButton = (ui: ChecklistUi) => ui.checklist.print(ui.form, MECHANIC);
/** the create-mode form's own Cancel (it closes the empty form without saving) */
const cancelButton = (ui: ChecklistUi) =>
  ui.form.getByRole('button', { name: t('checklists.form.cancel'), exact: true });
/** the note a stored checklist shows above its form */
const storedNote = (ui: ChecklistUi) =>
  ui.checklist.dialog.getByText(startingWith(t('orders.checklist.createdAt', { date: '' }).trim()));

async function openChecklistTab(ctx: SetupContext): Promise<ChecklistUi> {
  const { page, request, first } = ctx;
  const entry: AnyScenarioMachine = checklistSaveScenario;
  // the reset puts the session's clock back on the wall clock: the list's default days at the seed's
  await atSeedTime(page, request);
  await signInOnce(page, 'admin');
  const token = await apiToken(request);
  const world = await loadedByScenario(entry, first, request, { token, orderId: null as string | null });
  const order = await apiGet<Order>(request, token, `/orders/${world.orderId}`);
  expect(order.origin, 'the path’s order shows the Checklist tab').toBe('CHECKLIST');
  const orders = new OrdersPage(page);
  await orders.goto(`?orderNumber=${order.orderNumber}`);
  // held twice as long as an operation's tab: the detail dialog's code loads on its first opening,
  // from the click on, and the read starts only once it has (seen to take most of IN_FLIGHT_MS)
  await holdFirstLoad(ctx, `/api/orders/${order.id}`, 2 * IN_FLIGHT_MS);
  await orders.openOrder(order.orderNumber);
  const checklist = new ChecklistTabPage(page, order.orderNumber);
  return { page, checklist, form: checklist.form(MECHANIC), edits: 0 };
}

/** The form as the machine's state says: Save enabled exactly where it takes the form's save, Print
 * only for a stored checklist and enabled where it takes PRINT, Cancel only in create mode. */
async function expectForm(ui: ChecklistUi, snapshot: AnyMachineSnapshot): Promise<void> {
  const save = { type: 'SAVE', mode: modeOf(snapshot) };
  await expect(ui.form).toBeVisible();
  await Promise.all([
    snapshot.can(save) ? expect(saveButton(ui)).toBeEnabled() : expect(saveButton(ui)).toBeDisabled(),
    stored(snapshot)
      ? snapshot.can({ type: 'PRINT' })
        ? expect(printButton(ui)).toBeEnabled()
        : expect(printButton(ui)).toBeDisabled()
      : expect(printButton(ui)).toHaveCount(0),
    expect(cancelButton(ui)).toHaveCount(stored(snapshot) ? 0 : 1),
    expect(storedNote(ui)).toHaveCount(stored(snapshot) ? 1 : 0),
  ]);
}

/** Types a new CT; on a form without them, also the required mechanic and customer (doc 2 §5). */
async function edit(ui: ChecklistUi): Promise<void> {
  ui.edits += 1;
  await ui.checklist.field(ui.form, 'ct').fill(`CT-E2E-${ui.edits}`);
  const mechanics = ui.form.getByRole('group', { name: t('orders.checklist.fields.mechanic') });
  if ((await mechanics.getByRole('checkbox', { checked: true }).count()) === 0)
    await tick(mechanics.getByRole('checkbox').first());
  const customer = ui.checklist.field(ui.form, 'customer');
  if ((await customer.inputValue()) === '') await customer.fill('Cliente E2E');
}

/** The state's refusal the screen cannot show: in flight (no tab yet), or once the create-mode form
 * closed (the tab then shows the stored checklist's own form — a new lifecycle, in update mode). */
const unseen = (snapshot: AnyMachineSnapshot) => snapshot.matches('loading') || snapshot.matches('closed');

const model: UiModel<ChecklistUi> = {
  entry: checklistSaveScenario,

  setup: openChecklistTab,

  actions: {
    // the order arrives: its Checklist tab, the Mechanic sub-tab, and without a stored mechanic
    // checklist its "Fill" button (the create-mode form)
    LOADED: async ({ event, world }) => {
      await world.checklist.open();
      await world.checklist.subTab(MECHANIC).click();
      await expect(world.checklist.subTab(MECHANIC)).toHaveAttribute('aria-selected', 'true');
      if (!event.exists) {
        await expect(world.checklist.dialog.getByText(t('orders.checklist.none'))).toBeVisible();
        await world.checklist.dialog
          .getByRole('button', { name: t('checklists.fill', { name: NAME }) })
          .click();
      }
    },
    EDIT: ({ world }) => edit(world),
    SAVE: async ({ world }) => {
      await saveButton(world).click();
      await expect(toast(world.page, t('checklists.saved', { name: NAME }))).toBeVisible({ timeout: 30_000 });
    },
    PRINT: async ({ world }) => {
      const opened = world.page.waitForEvent('popup', { timeout: 60_000 });
      await printButton(world).click();
      const [pdf] = await Promise.all([
        opened,
        expect(toast(world.page, t('documents.generated'))).toBeVisible({ timeout: 60_000 }),
      ]);
      await expect.poll(() => pdf.url()).toMatch(/^blob:/);
      await pdf.close();
    },
  },

  states: {
    // the held read: the modal's spinner, no tab yet
    loading: async ({ world }) => {
      await Promise.all([
        expect(loadingSpinner(world.page)).toBeVisible(),
        expect(world.checklist.dialog.getByRole('tab')).toHaveCount(0),
      ]);
    },
    new: ({ snapshot, world }) => expectForm(world, snapshot),
    newModified: ({ snapshot, world }) => expectForm(world, snapshot),
    saved: ({ snapshot, world }) => expectForm(world, snapshot),
    savedModified: ({ snapshot, world }) => expectForm(world, snapshot),
    // the POST closed the create-mode form: the sub-tab shows the checklist stored with the CT typed
    closed: async ({ world }) => {
      await expect(storedNote(world)).toBeVisible({ timeout: 30_000 });
      await Promise.all([
        expect(cancelButton(world)).toHaveCount(0),
        expect(world.checklist.field(world.form, 'ct')).toHaveValue(`CT-E2E-${world.edits}`),
        expect(saveButton(world)).toBeDisabled(),
      ]);
    },
  },

  refusals: {
    // an unmodified form's Save is disabled; a modified one always saves in its own mode (the other
    // mode's call is the API level's 409)
    SAVE: async ({ snapshot, world }) => {
      if (unseen(snapshot) || snapshot.matches('newModified') || snapshot.matches('savedModified'))
        return false;
      await expect(saveButton(world)).toBeDisabled();
      return undefined;
    },
    // no Print before the checklist is stored; disabled while modified
    PRINT: async ({ snapshot, world }) => {
      if (unseen(snapshot)) return false;
      if (stored(snapshot)) await expect(printButton(world)).toBeDisabled();
      else await expect(printButton(world)).toHaveCount(0);
      return undefined;
    },
  },
};

modelTest(model, { timeout: 300_000 });
