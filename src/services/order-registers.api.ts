import { useQuery } from '@tanstack/react-query';
import type { CnpjRecord, Company, PostalAddress } from '../domain/company.schema';
import type { PartyInput, PartyKind, PartyRecord } from '../domain/parties';
import type { ProductLight, QuickProductInput } from '../domain/products';
import type { Transporter } from '../domain/transporters';
import type { User, UserType } from '../domain/user';
import { api, compactQuery } from './api-client';
import { isSameCompany } from './orders.api';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// The registers the order screens draw on: products (and the quick product), parties, the postal
// code and CNPJ lookups, transporters, users, and the viewed company's record.

/** GET /product/light — active products only (doc 2 §9). */
export function useProducts(search: string) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(doc, 'products', 'light', search),
    queryFn: ({ signal }) =>
      api.get<{ products: ProductLight[]; total: number }>('/product/light', {
        query: compactQuery({ search: search.trim(), page: 1, take: 50 }),
        signal,
      }),
    enabled: doc !== null,
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

export async function createParty(kind: PartyKind, body: PartyInput): Promise<PartyRecord> {
  const answer = await api.post<{ message?: string; recipient?: PartyRecord; sender?: PartyRecord }>(
    PARTY_PATH[kind],
    body,
  );
  return (kind === 'recipient' ? answer.recipient : answer.sender) as PartyRecord;
}

/** GET /search/cep/{code} — quiet: an unknown code is told next to the field. */
export const lookupPostalCode = (code: string, signal?: AbortSignal) =>
  api.get<PostalAddress>(`/search/cep/${encodeURIComponent(code)}`, { quiet: true, signal });

/** GET /search/cnpj/{document} — quiet: the party form fills what the registry knows. */
export const lookupCnpj = (document: string, signal?: AbortSignal) =>
  api.get<CnpjRecord>(`/search/cnpj/${encodeURIComponent(document)}`, { quiet: true, signal });

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
