import { type } from 'arktype';
import { predicate } from './validation';

// Sales channel requests (doc 3 §5 "code and name required. Code cannot be edited once created";
// §7 POST /saleschannel (code, saleschannel), PUT /saleschannel/{id} (saleschannel)).

const filled = (max: number) =>
  predicate('a non-blank text', 'validation.required', (s) => s.trim() !== '').and(`string <= ${max}`);

/** POST /saleschannel (doc 3 §5: code and name required). */
export const salesChannelInput = type({ code: filled(20), saleschannel: filled(100) });
export type SalesChannelInput = typeof salesChannelInput.infer;

/** PUT /saleschannel/{id}: the name only (doc 3 §5 "code cannot be edited once created"). */
export const salesChannelUpdate = type({ saleschannel: filled(100) });
export type SalesChannelUpdate = typeof salesChannelUpdate.infer;
