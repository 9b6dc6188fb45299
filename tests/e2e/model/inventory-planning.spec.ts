import type { APIRequestContext, Locator } from '@playwright/test';
import { inventoryPlanningScenario } from '../../../simulator/scenarios/machines/inventory-planning.scenario';
import { SEED_EPOCH } from '../../../simulator/seed/epoch';
import type { PlanningInput } from '../../../src/domain/inventory';
import { InventoryPlanningPage } from '../pages/inventory.page';
import { apiGet, apiToken } from '../pages/orders.page';
import { dialog, tick } from '../pages/register-list';
import { expect } from '../support/fixtures';
import { startingWith, t } from '../support/messages';
import { signInOnce } from '../support/session';
import { modelTest, type UiModel } from './ui-model';

// inventoryPlanningMachine's shortest paths (every transition) driven through the planning page
// (doc 3 §2 Inventory planning, §5, §9). CREATE fills the new-planning dialog; DUE is time
// passing: the session's simulator clock moves to the event's day (PUT /__sim/clock) and the user
// opens the page again (the simulator creates what is due when the plannings are read, as in the
// API scenario). The planning is found by its date: the demo's only planning is 10 days old.

interface PlanningUi {
  planning: InventoryPlanningPage;
  /** position id → its code, as the dialog's position list shows it */
  codes: Map<string, string>;
  /** the path's planning date (dd/MM/yyyy), once created */
  shown: string | null;
}

const shownDay = (day: string) => day.split('-').reverse().join('/');

async function setClock(request: APIRequestContext, at: string): Promise<void> {
  const answer = await request.put('/__sim/clock', { data: { at } });
  expect(answer.ok(), `PUT /__sim/clock answered ${answer.status()}`).toBeTruthy();
}

/** Opens the new-planning dialog and fills it with `input`. */
async function fillPlanning(world: PlanningUi, input: PlanningInput): Promise<Locator> {
  const { page } = world.planning;
  await page.getByRole('button', { name: t('inventory.planning.new') }).click();
  const form = dialog(page, t('inventory.planning.new'));
  await form.getByLabel(startingWith(t('inventory.planning.date'))).fill(input.planningDate);
  for (const id of input.positions) {
    const code = world.codes.get(id) ?? id;
    await form.getByRole('textbox', { name: t('inventory.create.search') }).fill(code);
    await tick(form.getByRole('checkbox', { name: new RegExp(`^${code} · `) }));
  }
  if (input.repeatPlanning) {
    await form.getByText(t('inventory.planning.repeat'), { exact: true }).click();
    await form.getByRole('combobox', { name: t('inventory.planning.repeatType') }).click();
    await page
      .getByRole('option', { name: t(`inventory.planning.types.${input.repeatType}`), exact: true })
      .click();
    await form
      .getByRole('textbox', { name: startingWith(t('inventory.planning.repeatValue')) })
      .fill(String(input.repeatValue ?? ''));
  }
  return form;
}

const model: UiModel<PlanningUi> = {
  entry: inventoryPlanningScenario,

  async setup({ page, request, first }) {
    // every path starts at the seed's instant (the reset put the clock back on the wall clock)
    await setClock(request, new Date(SEED_EPOCH).toISOString());
    await signInOnce(page, 'admin');
    const token = await apiToken(request);
    const codes = new Map<string, string>();
    const input = first?.type === 'CREATE' ? (first.input as PlanningInput) : null;
    for (const id of input?.positions ?? [])
      codes.set(id, (await apiGet<{ code: string }>(request, token, `/position/${id}`)).code);
    const planning = new InventoryPlanningPage(page);
    await planning.goto();
    return { planning, codes, shown: null };
  },

  actions: {
    CREATE: async ({ event, world }) => {
      const form = await fillPlanning(world, event.input);
      await form.getByRole('button', { name: t('inventory.planning.save') }).click();
      await expect(form).toBeHidden();
      world.shown = shownDay(event.input.planningDate);
    },
    DUE: async ({ event, request, world }) => {
      await setClock(request, `${event.today}T12:00:00.000Z`);
      await world.planning.goto();
    },
  },

  states: {
    // nothing planned yet: no row of the path's date, the new-planning action offered
    new: async ({ world }) => {
      await expect(
        world.planning.page.getByRole('button', { name: t('inventory.planning.new') }),
      ).toBeEnabled();
      if (world.shown) await expect(world.planning.row(world.shown)).toHaveCount(0);
    },
    // scheduled: its row shows the next date the machine computed (a repeat moves it on)
    scheduled: async ({ snapshot, world }) => {
      const row = world.planning.row(world.shown ?? '');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(shownDay(snapshot.context.nextDate));
      await expect(row).toContainText(
        snapshot.context.repeatPlanning ? t('inventory.planning.types.days') : t('inventory.planning.no'),
      );
    },
    // done: the inventory was created and nothing is next
    done: async ({ world }) => {
      await expect(world.planning.row(world.shown ?? '')).toContainText(t('inventory.planning.none'));
    },
  },

  refusals: {
    // an invalid planning: the form answers its message (no position chosen) and saves nothing.
    // Once planned, CREATE of the same planning has no screen (a new one is another planning).
    CREATE: async ({ event, snapshot, world }) => {
      if (snapshot.value !== 'new') return false;
      const form = await fillPlanning(world, event.input);
      await form.getByRole('button', { name: t('inventory.planning.save') }).click();
      await expect(form).toContainText(t('inventory.planning.errors.positionsRequired'));
      await form.getByRole('button', { name: t('inventory.planning.cancel') }).click();
      await expect(form).toBeHidden();
      await expect(world.planning.row(shownDay(event.input.planningDate))).toHaveCount(0);
      return undefined;
    },
    // the day comes before the planned one (or after a one-off ended): the page, reopened on that
    // day, shows the planning unchanged
    DUE: async ({ event, request, snapshot, world }) => {
      if (snapshot.value === 'new' || event.today > (snapshot.context.nextDate ?? event.today)) return false;
      await setClock(request, `${event.today}T12:00:00.000Z`);
      await world.planning.goto();
      const row = world.planning.row(world.shown ?? '');
      await expect(row).toContainText(
        snapshot.value === 'done' ? t('inventory.planning.none') : shownDay(snapshot.context.nextDate),
      );
      return undefined;
    },
  },
};

modelTest(model, { timeout: 240_000 });
