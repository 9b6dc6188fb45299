import { type } from 'arktype';

/**
 * Request bodies of the outbound and conference calls (doc 3 §7; simulator/README.md "Outbound and
 * conference"), shared by the console's services and the simulator's routes.
 */
const id = '0 < string <= 64';

/** PUT /outbound/{id}?action=ADD_TRANSPORTER */
export const outboundTransporterInput = type({ transporter: id });
/** PUT /outbound/{id}?action=ADD_POSITION: the dispatch position, where dispatch takes stock from */
export const outboundPositionInput = type({ position: id });

/** doc 3 §5 "digits with at most two decimals": a number, or its text with a comma or a point */
export const conferenceQuantity = type('number >= 0').or(/^\d+([.,]\d{1,2})?$/);

/** PUT /conference/{id}/{item} (doc 3 §7: conferenceItemId, order, item, quantity) */
export const conferenceCountInput = type({
  conferenceItemId: id,
  order: id,
  item: id,
  quantity: conferenceQuantity,
});
export type ConferenceCountInput = typeof conferenceCountInput.infer;

/** One row of a conference spreadsheet: the order's number, the product's barcode or SKU, the
 * quantity read (text as typed in the sheet). */
export const conferenceImportRow = type({
  order: '0 < string <= 64',
  product: '0 < string <= 64',
  quantity: 'string <= 32 | number',
});
export type ConferenceImportRow = typeof conferenceImportRow.infer;

/** POST /conference/{id}/import — doc 3 §7 "spreadsheet import with type conference" */
export const conferenceImportInput = type({
  type: "'conference'",
  rows: conferenceImportRow.array().atLeastLength(1).atMostLength(10_000),
});
