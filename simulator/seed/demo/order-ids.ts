/** Orders tests and docs name (simulator/README.md "Orders area"). */
export const DEMO_ORDER_IDS = {
  pickup: 'ord-pickup',
  cancelled: 'ord-cancelled',
  occurrence: 'ord-occurrence',
  docs: 'ord-docs',
  docsServiceSO: 'ord-docs-so1',
  docsPartsSO: 'ord-docs-so2',
  scheduled: 'ord-scheduled',
  picking: 'ord-picking',
  invoice: 'ord-invoice',
  fresh: 'ord-new',
  done: 'ord-done',
  subsidiary: 'ord-sub1',
  shipped: 'ord-shipped',
  outsider: 'ord-outsider',
} as const;

export const DEMO_NPS_IDS = {
  detractor: 'nps-detractor',
  treated: 'nps-treated',
  promoter: 'nps-promoter',
  neutral: 'nps-neutral',
  unanswered: 'nps-unanswered',
  outsider: 'nps-outsider',
} as const;

export const DEMO_OPERATION_IDS = {
  outboundOpen: 'out-open',
  outboundDone: 'out-done',
  routeOpen: 'rot-open',
  routeDone: 'rot-done',
} as const;

export const DEMO_TRANSPORTER_IDS = {
  principal: 'trp-000001',
  inactive: 'trp-000008',
  outsider: 'trp-outsider',
} as const;
export const DEMO_PRODUCT_BARCODE = '7891000000011';
