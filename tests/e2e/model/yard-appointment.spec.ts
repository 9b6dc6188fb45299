import type { AnyMachineSnapshot } from 'xstate';
import {
  appointmentBody,
  SCENARIO_DAY,
  yardAppointmentScenario,
} from '../../../simulator/scenarios/machines/yard-appointment.scenario';
import { YARD_APPOINTMENT_STATUSES, type YardAppointmentStatus } from '../../../src/domain/yard';
import { apiToken, atSeedTime } from '../pages/orders.page';
import { choose, t } from '../pages/register-list';
import { YardSchedulerPage } from '../pages/yard.page';
import { expect } from '../support/fixtures';
import { signIn } from '../support/session';
import { holdFirstLoad, modelTest, type UiModel } from './ui-model';

// yardAppointmentMachine's shortest paths (every transition) driven through the yard scheduler
// and its tile popup (doc 3 §2 "Yard appointments", §4 "the form lets the user pick any status",
// §7). A record cannot be put in a sampled status by a user action before it is opened, so LOADED
// is the scheduler opening on the appointment yard-appointment.scenario.ts books through the API
// in the event's status (the seed's tomorrow, 09:00–10:00 on the free dock; both clocks at the
// seed's instant) and the user opening its tile; `loading` is the scheduler's first load, its
// appointments held IN_FLIGHT_MS. EDIT is the popup's edit dialog saved with the event's status,
// CONFIRM the popup's confirm, DELETE its delete and the confirmation; after EDIT and CONFIRM the
// popup closes with the save, and the user opens the tile again to see the appointment.

const TITLE = appointmentBody('pending').title;
const TILE = new RegExp(
  `${appointmentBody('pending').startTime}–${appointmentBody('pending').endTime}.*${TITLE}`,
);

interface YardUi {
  yard: YardSchedulerPage;
}

async function openTile({ yard }: YardUi) {
  await yard.tile(TILE).click();
  await expect(yard.popup(TITLE)).toBeVisible();
}

/** After a save: the popup and the dialog closed with it; the user opens the tile again. */
async function reopen(world: YardUi) {
  await expect(world.yard.page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
  await openTile(world);
}

/** The appointment's popup shows its status and offers exactly what the machine allows. */
async function shows(world: YardUi, status: YardAppointmentStatus, snapshot: AnyMachineSnapshot) {
  const { yard } = world;
  const popup = yard.popup(TITLE);
  await expect(popup).toContainText(t(`yard.status.${status}`));
  // doc 3 §4: any status from any status — the edit dialog is always offered
  await expect(yard.popupButton(popup, 'edit')).toBeEnabled();
  await expect(yard.popupButton(popup, 'confirm')).toHaveCount(snapshot.can({ type: 'CONFIRM' }) ? 1 : 0);
  await expect(yard.popupButton(popup, 'delete')).toHaveCount(snapshot.can({ type: 'DELETE' }) ? 1 : 0);
}

/** The appointment's tile is gone, and with it every action on it. */
async function tileGone({ yard }: YardUi) {
  await expect(yard.tile(TILE)).toHaveCount(0);
}

const model: UiModel<YardUi> = {
  entry: yardAppointmentScenario,

  async setup(ctx) {
    const { page, request, first } = ctx;
    if (first?.type !== 'LOADED') throw new Error('a yard-appointment path starts with LOADED');
    // the reset put the clock back on the wall clock: pinned at the seed's instant again
    await atSeedTime(page, request);
    if (!/\/(dashboard|yard-appointment)/.test(page.url())) await signIn(page, 'admin');
    const token = await apiToken(request);
    const booked = await request.post('/api/yard-appointment', {
      headers: { Authorization: `Bearer ${token}` },
      data: appointmentBody(first.status),
    });
    expect(booked.status(), `POST /yard-appointment: ${await booked.text()}`).toBe(201);
    await holdFirstLoad(ctx, '/api/yard-appointment');
    const yard = new YardSchedulerPage(page);
    await page.goto('/yard-appointment');
    return { yard };
  },

  actions: {
    LOADED: async ({ world }) => {
      await expect(world.yard.grid).toBeVisible({ timeout: 30_000 });
      await world.yard.showTomorrow(SCENARIO_DAY);
      await openTile(world);
    },
    EDIT: async ({ event, page, world }) => {
      const { yard } = world;
      await yard.popupButton(yard.popup(TITLE), 'edit').click();
      const form = yard.form('edit');
      await choose(page, form, t('yard.appointment.status'), t(`yard.status.${event.status}`));
      await form.getByRole('button', { name: t('yard.form.save') }).click();
      await reopen(world);
    },
    CONFIRM: async ({ world }) => {
      await world.yard.popupButton(world.yard.popup(TITLE), 'confirm').click();
      await reopen(world);
    },
    DELETE: async ({ world }) => {
      const { yard } = world;
      await yard.popupButton(yard.popup(TITLE), 'delete').click();
      await yard.popupButton(yard.deleteConfirmation(), 'delete').click();
      await expect(yard.page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
    },
  },

  states: {
    // the held first load: the placeholder, no grid and so no tile to act on
    loading: async ({ world }) => {
      await Promise.all([expect(world.yard.loading()).toBeVisible(), expect(world.yard.grid).toHaveCount(0)]);
    },
    ...Object.fromEntries(
      YARD_APPOINTMENT_STATUSES.map((status) => [
        status,
        async ({ snapshot, world }: { snapshot: AnyMachineSnapshot; world: YardUi }) =>
          shows(world, status, snapshot),
      ]),
    ),
    deleted: async ({ world }) => {
      await tileGone(world);
      await expect(world.yard.page.getByRole('dialog')).toHaveCount(0);
    },
  },

  refusals: {
    // confirm is offered to a pending appointment only (doc 3 §7); a deleted one has no tile
    CONFIRM: async ({ snapshot, world }) => {
      if (snapshot.matches('loading')) return false; // no tile yet: nothing to see refused
      if (snapshot.matches('deleted')) await tileGone(world);
      else await expect(world.yard.popupButton(world.yard.popup(TITLE), 'confirm')).toHaveCount(0);
      return undefined;
    },
    // refused only once deleted: no tile to open, so no edit and no delete
    EDIT: async ({ snapshot, world }) => {
      if (snapshot.matches('loading')) return false;
      await tileGone(world);
      return undefined;
    },
    DELETE: async ({ snapshot, world }) => {
      if (snapshot.matches('loading')) return false;
      await tileGone(world);
      return undefined;
    },
  },
};

modelTest(model, { timeout: 420_000 });
