import { type } from 'arktype';
import type { SalesChannelRef } from './order-records';
import { predicate } from './validation';

// Sales channels (doc 3 §3 "Sales channel: id, code, saleschannel (the name)"; §5 "code and name
// required. Code cannot be edited once created. Codes 999 and 995 are protected (no edit or
// delete)"; §7 GET/POST /saleschannel (code, saleschannel), PUT/DELETE /saleschannel/{id}
// (saleschannel); §9). An order carries one as `{code, saleschannel}` (doc 2 §3).

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

const filled = (max: number) =>
  predicate('a non-blank text', 'validation.required', (s) => s.trim() !== '').and(`string <= ${max}`);

/** POST /saleschannel (doc 3 §5: code and name required). */
export const salesChannelInput = type({ code: filled(20), saleschannel: filled(100) });
export type SalesChannelInput = typeof salesChannelInput.infer;

/** PUT /saleschannel/{id}: the name only (doc 3 §5 "code cannot be edited once created"). */
export const salesChannelUpdate = type({ saleschannel: filled(100) });
export type SalesChannelUpdate = typeof salesChannelUpdate.infer;

/** doc 2 §3 "sales channel shown as (code) - name". */
export const salesChannelLabel = (channel: SalesChannelRef): string =>
  `(${channel.code}) - ${channel.saleschannel}`;
