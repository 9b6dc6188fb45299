import type { AnyMachineSnapshot } from 'xstate';
import { uploadScenario } from '../../../simulator/scenarios/machines/upload.scenario';
import { DEMO_ORDER_IDS } from '../../../simulator/seed/demo/order-ids';
import type { UploadFile } from '../../../src/domain/uploads';
import { atSeedTime, OrdersPage } from '../pages/orders.page';
import { OrderDetailPage } from '../pages/orders-detail.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import { fault, IN_FLIGHT_MS, modelTest, type UiModel } from './ui-model';

// uploadMachine's shortest paths (every transition) driven through the order's file-upload dialog
// (doc 2 §2 Attachments "upload", §5 "Upload", §7 POST /orders-attachment/upload), opened from the
// Attachments tab of the order the API scenario uploads to (DEMO_ORDER_IDS.fresh, 900010). ADD_FILES
// is the event's files put in the dialog's file field, SET_TYPE a file's type chosen, REMOVE_FILE
// its remove button, CONFIRM "Send" with the upload call held IN_FLIGHT_MS (answering 500 when the
// path's next event is UPLOAD_FAILED); UPLOADED and UPLOAD_FAILED are that call's answer arriving.
// The rule is the machine's (`uploadRefusal`, src/domain/uploads.ts): the dialog asks it, so a
// refused file is left out of the list, an unoffered type is no option and Send stays disabled.

const ORDER_NUMBER = '900010';
if (uploadScenario.name !== 'upload' || DEMO_ORDER_IDS.fresh !== 'ord-new')
  throw new Error('upload: the model opens the order the API scenario uploads to (ord-new, 900010)');

interface UploadUi {
  detail: OrderDetailPage;
}

const dialogOf = ({ detail }: UploadUi) =>
  detail.page.getByRole('dialog', { name: t('orders.attachments.uploadTitle') });
const sendButton = (world: UploadUi) =>
  dialogOf(world).getByRole('button', { name: t('orders.attachments.send'), exact: true });
const chosenList = (world: UploadUi) =>
  dialogOf(world).getByRole('list', { name: t('orders.attachments.chosen') });
const typeSelect = (world: UploadUi, name: string) =>
  dialogOf(world).getByRole('combobox', { name: t('orders.attachments.typeOf', { name }) });
const removeButton = (world: UploadUi, name: string) =>
  dialogOf(world).getByRole('button', { name: t('orders.attachments.removeFile', { name }) });
const attachmentsTable = ({ detail }: UploadUi) =>
  detail.dialog.getByRole('table', { name: t('orders.attachments.caption') });

/** A file of the event's name and size: a PDF header padded to the size (the dialog reads both). */
function fileOf({ name, size }: { name: string; size: number }) {
  const head = Buffer.from('%PDF-1.4\n');
  const buffer = Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
  return { name, mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream', buffer };
}

/** The dialog lists exactly the machine's files, each with its chosen type (or the "choose the
 * type" note the refusal of Send stands on). */
async function expectFiles(world: UploadUi, files: UploadFile[]) {
  if (files.length === 0) {
    await expect(chosenList(world)).toHaveCount(0);
    return;
  }
  await expect(chosenList(world).getByRole('listitem')).toHaveCount(files.length);
  for (const file of files) {
    const select = typeSelect(world, file.name);
    if (file.fileType) await expect(select).toContainText(t(`orders.attachmentType.${file.fileType}`));
    else await expect(chosenList(world)).toContainText(t('orders.attachments.typeRequired'));
  }
}

const model: UiModel<UploadUi> = {
  entry: uploadScenario,

  async setup({ page, request }) {
    // the reset put the clock back on the wall clock: pinned at the seed's instant again
    await atSeedTime(page, request);
    await signInOnce(page, 'admin');
    const orders = new OrdersPage(page);
    await orders.showOrder(ORDER_NUMBER);
    await orders.openOrder(ORDER_NUMBER);
    const detail = new OrderDetailPage(page, ORDER_NUMBER);
    await detail.openTab('attachments');
    await detail.dialog.getByRole('button', { name: t('orders.attachments.upload') }).click();
    const world = { detail };
    await expect(dialogOf(world)).toBeVisible();
    return world;
  },

  actions: {
    ADD_FILES: async ({ event, world }) => {
      await dialogOf(world).getByTestId('file-upload-input').setInputFiles(event.files.map(fileOf));
    },
    SET_TYPE: async ({ event, before, world }) => {
      const { name } = before.context.files[event.index];
      await typeSelect(world, name).click();
      await world.detail.page
        .getByRole('option', { name: t(`orders.attachmentType.${event.fileType}`), exact: true })
        .click();
    },
    REMOVE_FILE: async ({ event, before, world }) => {
      await removeButton(world, before.context.files[event.index].name).click();
    },
    CONFIRM: async ({ next, request, world }) => {
      await fault(request, {
        method: 'POST',
        path: '/api/orders-attachment/upload',
        delay: { kind: 'fixed', ms: IN_FLIGHT_MS },
        first: 1,
        ...(next?.type === 'UPLOAD_FAILED' ? { status: 500 } : {}),
      });
      await sendButton(world).click();
    },
    // the call answers 201: the dialog closes (after its 100% held 300 ms, doc 2 §7)
    UPLOADED: async ({ world }) => {
      await expect(dialogOf(world)).toBeHidden({ timeout: 15_000 });
    },
    // the call answers 500: the dialog is back to editing, Send ready again
    UPLOAD_FAILED: async ({ world }) => {
      await expect(sendButton(world)).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
    },
  },

  states: {
    // the dialog's list is the machine's; Send enabled exactly where CONFIRM is allowed
    editing: async ({ snapshot, world }) => {
      await expect(dialogOf(world)).toBeVisible();
      await expectFiles(world, snapshot.context.files);
      if (snapshot.can({ type: 'CONFIRM' })) await expect(sendButton(world)).toBeEnabled();
      else await expect(sendButton(world)).toBeDisabled();
    },
    // the call in flight: Send busy, the progress shown, nothing else to press
    uploading: async ({ world }) => {
      await Promise.all([
        expect(sendButton(world)).toHaveAttribute('aria-busy', 'true'),
        expect(dialogOf(world).getByRole('progressbar')).toBeVisible(),
        expect(dialogOf(world).getByRole('button', { name: t('ui.confirm.cancel') })).toBeDisabled(),
      ]);
    },
    // the dialog closed; the order's attachments list the files with their types
    done: async ({ snapshot, world }) => {
      await expect(dialogOf(world)).toBeHidden();
      for (const file of snapshot.context.files as UploadFile[]) {
        const row = attachmentsTable(world).locator('tbody tr').filter({ hasText: file.name });
        await expect(row).toContainText(t(`orders.attachmentType.${file.fileType}`));
      }
    },
  },

  refusals: {
    // a refused file (a type or size the rule does not take) is left out: the list stays as it was
    ADD_FILES: async ({ event, snapshot, world }) => {
      if (!snapshot.matches('editing')) return closedOrBusy(world, snapshot);
      await dialogOf(world).getByTestId('file-upload-input').setInputFiles(event.files.map(fileOf));
      await expectFiles(world, snapshot.context.files);
      for (const file of event.files) await expect(typeSelect(world, file.name)).toHaveCount(0);
      return undefined;
    },
    // no file at the index: no type to choose; a type not offered (doc 2 §5): no such option
    SET_TYPE: async ({ event, snapshot, world }) => {
      if (!snapshot.matches('editing')) return closedOrBusy(world, snapshot);
      const file = snapshot.context.files[event.index] as UploadFile | undefined;
      if (!file) {
        await expect(chosenList(world).getByRole('listitem').nth(event.index)).toHaveCount(0);
        return undefined;
      }
      await typeSelect(world, file.name).click();
      const page = world.detail.page;
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(
        page.getByRole('option', { name: t(`orders.attachmentType.${event.fileType}`), exact: true }),
      ).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('option')).toHaveCount(0);
      await expect(dialogOf(world)).toBeVisible();
      return undefined;
    },
    // no file at the index: no remove button for it
    REMOVE_FILE: async ({ event, snapshot, world }) => {
      if (!snapshot.matches('editing')) return closedOrBusy(world, snapshot);
      await expect(chosenList(world).getByRole('listitem').nth(event.index)).toHaveCount(0);
      return undefined;
    },
    // no file, or a file without its type (doc 2 §5): Send disabled
    CONFIRM: async ({ snapshot, world }) => {
      if (!snapshot.matches('editing')) return closedOrBusy(world, snapshot);
      await expect(sendButton(world)).toBeDisabled();
      return undefined;
    },
  },
};

/** Outside editing: once done the dialog is gone, so nothing of it can be used; while the call is
 * in flight the dialog's controls are disabled — left to the API level (the dialog is held). */
async function closedOrBusy(world: UploadUi, snapshot: AnyMachineSnapshot): Promise<undefined | false> {
  if (snapshot.matches('uploading')) return false;
  await expect(dialogOf(world)).toBeHidden();
  return undefined;
}

modelTest(model, { timeout: 180_000 });
