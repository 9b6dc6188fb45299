import type { SalesChannelRef } from './order-records';

// Sales channels (doc 3 §3 "Sales channel: id, code, saleschannel (the name)"; §5 "code and name
// required. Code cannot be edited once created. Codes 999 and 995 are protected (no edit or
// delete)"; §7 GET/POST /saleschannel (code, saleschannel), PUT/DELETE /saleschannel/{id}
// (saleschannel); §9). An order carries one as `{code, saleschannel}` (doc 2 §3). The request
// schemas are in sales-channels.schema.ts (arktype), so the orders list's channel filter, which
// only labels channels, does not load arktype (issue 17 weight).

/** doc 3 §5, §9: these codes can be neither edited nor deleted. */
export const PROTECTED_SALES_CHANNEL_CODES = ['999', '995'] as const;

export const isProtectedSalesChannel = (code: string): boolean =>
  (PROTECTED_SALES_CHANNEL_CODES as readonly string[]).includes(code.trim());

export interface SalesChannel {
  id: string;
  companyDocument: string;
  code: string;
  /** the name (doc 3 §3) */
  saleschannel: string;
}

/** GET /saleschannel answer: the page and the count of every match. */
export interface SalesChannelsPage {
  saleschannels: SalesChannel[];
  total: number;
}

/** doc 2 §3 "sales channel shown as (code) - name". */
export const salesChannelLabel = (channel: SalesChannelRef): string =>
  `(${channel.code}) - ${channel.saleschannel}`;
