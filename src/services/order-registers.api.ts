import { useQuery } from '@tanstack/react-query';
import type { Company } from '../domain/company.schema';
import { SEARCH_DEBOUNCE_MS } from '../domain/debounce';
import type { PartyInput, PartyKind, PartyRecord } from '../domain/parties';
import type { ProductLight, QuickProductInput } from '../domain/products';
import type { Transporter } from '../domain/transporters';
import type { User, UserType } from '../domain/user';
import { api, compactQuery } from './api-client';
import { isSameCompany } from './orders.api';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import { useDebouncedQuery } from './use-debounced-query';

// The registers the order screens draw on: products (and the quick product), parties,
// transporters, users, and the viewed company's record. (The postal code and CNPJ lookups: lookups.ts.)

/**
 * GET /product/light searched as typed, 400 ms after the last keystroke (doc 1 §9); nothing is
 * asked for an empty text. Active products only (doc 2 §9): the screen filters.
 */
export function useProductSearch(typed: string) {
  const doc = useViewedCompanyDocument();
  const search = typed.trim();
  return useDebouncedQuery({
    key: doc !== null && search !== '' ? search : null,
    delayMs: SEARCH_DEBOUNCE_MS,
    queryKey: (text) => companyKey(doc, 'products', 'light', text),
    queryFn: (text, signal) =>
      api.get<{ products: ProductLight[]; total: number }>('/product/light', {
        query: compactQuery({ search: text, page: 1, take: 50 }),
        signal,
      }),
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
    ...REFRESH.none,
  });
}

export const createQuickProduct = (body: QuickProductInput) =>
  api.post<{ message?: string; product: ProductLight }>('/product/quick', body);

const PARTY_PATH: Record<PartyKind, string> = { recipient: '/recipients', sender: '/senders' };

/** GET /recipients or /senders by exact document or name (doc 2 §7 "recipients by document"). */
export async function searchParties(
  kind: PartyKind,
  criteria: { document?: string; name?: string },
  signal?: AbortSignal,
): Promise<PartyRecord[]> {
  const answer = await api.get<{ recipients?: PartyRecord[]; senders?: PartyRecord[]; total: number }>(
    PARTY_PATH[kind],
    { query: compactQuery({ ...criteria, page: 1, take: 20 }), signal },
  );
  return (kind === 'recipient' ? answer.recipients : answer.senders) ?? [];
}

export type PartyCriteria = { document: string } | { name: string };

/**
 * The party picker's search (doc 2 §2): a complete document at once, a name 400 ms after the last
 * keystroke (doc 1 §9); null criteria ask nothing.
 */
export function usePartySearch(kind: PartyKind, criteria: PartyCriteria | null) {
  const doc = useViewedCompanyDocument();
  return useDebouncedQuery({
    key: doc !== null ? criteria : null,
    delayMs: criteria && 'document' in criteria ? 0 : SEARCH_DEBOUNCE_MS,
    queryKey: (asked) => companyKey(doc, 'parties', kind, asked),
    queryFn: (asked, signal) => searchParties(kind, asked, signal),
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
  });
}

export async function createParty(kind: PartyKind, body: PartyInput): Promise<PartyRecord> {
  const answer = await api.post<{ message?: string; recipient?: PartyRecord; sender?: PartyRecord }>(
    PARTY_PATH[kind],
    body,
  );
  return (kind === 'recipient' ? answer.recipient : answer.sender) as PartyRecord;
}

/** GET /courrier by name (doc 2 §7 "transporters by name and document"). */
export function useTransporters(name: string) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'transporters', 'search', name),
    queryFn: ({ signal }) =>
      api.get<{ transporters: Transporter[]; total: number }>('/courrier', {
        query: compactQuery({ name: name.trim(), status: true, page: 1, take: 50 }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: (previous, previousQuery) => (isSameCompany(previousQuery, doc) ? previous : undefined),
    ...REFRESH.none,
  });
}

/** GET /users — active users of the viewed company (the tracking dialog's operator). */
export function useUsers(options: { type?: UserType; isActive?: boolean } = {}, enabled = true) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'users', 'list', options),
    queryFn: ({ signal }) =>
      api.get<{ users: User[]; total: number }>('/users', {
        query: compactQuery({ ...options, page: 1, take: 200 }),
        signal,
      }),
    enabled: doc !== null && enabled,
    ...REFRESH.none,
  });
}

/** The viewed company's record (its logo heads the printed documents). */
export function useViewedCompany(companies: Company[] | undefined): Company | null {
  const doc = useViewedCompanyDocument();
  return companies?.find((c) => c.cnpj === doc) ?? null;
}
