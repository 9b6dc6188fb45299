import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { onlyDigits } from '../domain/documents';
import type { Transporter, TransporterInput } from '../domain/transporters';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Transporters ("couriers", doc 2 §2 "Transporters list", §5 "Transporter form", §7 "Couriers":
// GET/POST /courrier, PUT/DELETE /courrier/{id}). Registers: no refresh interval (doc 1 §7.1).

export interface TransportersQuery {
  page: number;
  take: number;
  name?: string;
  document?: string;
  status?: boolean;
}

export interface TransportersPage {
  transporters: Transporter[];
  total: number;
}

interface TransporterAnswer {
  message?: string;
  transporter: Transporter;
}

export const transportersKey = (doc: string | null, ...parts: unknown[]) =>
  companyKey(doc, 'transporters', ...parts);

export const fetchTransporters = (query: TransportersQuery, signal?: AbortSignal) =>
  api.get<TransportersPage>('/courrier', { query: compactQuery({ ...query }), signal });

export const createTransporter = (body: TransporterInput) => api.post<TransporterAnswer>('/courrier', body);

export const updateTransporter = (id: string, body: TransporterInput) =>
  api.put<TransporterAnswer>(`/courrier/${encodeURIComponent(id)}`, body);

export const deleteTransporter = (id: string) =>
  api.delete<{ message?: string }>(`/courrier/${encodeURIComponent(id)}`);

/**
 * doc 2 §5: "document must not be used by another transporter ('already in use')". Answers the
 * transporter of the viewed company holding `document`, other than `exceptId` (the one being
 * edited), or null. Quiet: this is a check, its outcome is shown next to the field.
 */
export async function findTransporterByDocument(
  document: string,
  exceptId: string | null,
  signal?: AbortSignal,
): Promise<Transporter | null> {
  const digits = onlyDigits(document);
  const answer = await api.get<TransportersPage>('/courrier', {
    query: { document: digits, page: 1, take: 5 },
    quiet: true,
    signal,
  });
  return (
    answer.transporters.find((t) => onlyDigits(t.documentTransporter) === digits && t.id !== exceptId) ?? null
  );
}

export function useTransportersList(query: TransportersQuery) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: transportersKey(doc, 'list', query),
    queryFn: ({ signal }) => fetchTransporters(query, signal),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

export function useInvalidateTransporters() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => client.invalidateQueries({ queryKey: transportersKey(doc) });
}
