import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TimeRange,
  YardAppointment,
  YardAppointmentInput,
  YardAppointmentStatus,
  YardDock,
  YardDockInput,
  YardOperationType,
} from '../domain/yard';
import { api, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// Yard (doc 3 §7 "Yard"). Registers have no automatic refresh (doc 3 §2 "Other data has no
// automatic refresh"); the scheduler refetches on focus and after every change.

export interface YardDockFilters {
  name?: string;
  building?: string;
  typeOperation?: YardOperationType;
  companyDocument?: string;
}

export interface YardAppointmentFilters {
  yardDockId?: string;
  status?: YardAppointmentStatus;
  building?: string;
  typeOperation?: YardOperationType;
  companyDocument?: string;
  search?: string;
}

export interface AvailableTime extends TimeRange {
  yardDockId: string;
  dateEvent: string;
  free: TimeRange[];
  starts: string[];
}

const yardKey = (doc: string | null, ...parts: unknown[]) => companyKey(doc, 'yard', ...parts);

export function useYardDocks(query: YardDockFilters & { page: number; take: number }) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: yardKey(doc, 'docks', query),
    queryFn: ({ signal }) =>
      api.get<{ docks: YardDock[]; total: number }>('/yard', { query: compactQuery({ ...query }), signal }),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

export function useYardAppointments(
  range: { initialDate: string; finalDate: string },
  filters: YardAppointmentFilters,
) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: yardKey(doc, 'appointments', range, filters),
    queryFn: ({ signal }) =>
      api.get<{ appointments: YardAppointment[]; total: number }>('/yard-appointment', {
        query: compactQuery({ ...range, ...filters }),
        signal,
      }),
    enabled: doc !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

/** The dock's free times on a day; `except` frees the edited appointment's own slot. */
export function useAvailableTime(dockId: string | null, date: string | null, except?: string) {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: yardKey(doc, 'available', dockId, date, except),
    queryFn: ({ signal }) =>
      api.get<AvailableTime>(
        `/yard-appointment/dock/available-time/${encodeURIComponent(dockId ?? '')}/${encodeURIComponent(date ?? '')}`,
        { query: compactQuery({ except }), signal, quiet: true },
      ),
    enabled: doc !== null && Boolean(dockId) && /^\d{4}-\d{2}-\d{2}$/.test(date ?? ''),
    ...REFRESH.none,
  });
}

export function useInvalidateYard() {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  return () => client.invalidateQueries({ queryKey: yardKey(doc) });
}

export const createYardDock = (body: YardDockInput) => api.post<{ dock: YardDock }>('/yard', body);
export const updateYardDock = (id: string, body: YardDockInput) =>
  api.put<{ dock: YardDock }>(`/yard/${encodeURIComponent(id)}`, body);

export const createAppointment = (body: YardAppointmentInput) =>
  api.post<{ appointment: YardAppointment }>('/yard-appointment', body);
export const updateAppointment = (id: string, body: YardAppointmentInput) =>
  api.patch<{ appointment: YardAppointment }>(`/yard-appointment/${encodeURIComponent(id)}`, body);
export const confirmAppointment = (id: string) =>
  api.put<{ appointment: YardAppointment }>(`/yard-appointment/confirmation/${encodeURIComponent(id)}`, {});
export const deleteAppointment = (id: string) => api.delete(`/yard-appointment/${encodeURIComponent(id)}`);

/**
 * The buildings a dock may name (doc 3 §2 "Filter options use buildings and companies"): the
 * buildings register (GET /building, page 1, take 1000 — doc 3 §9) when it answers, joined with the
 * buildings the docks already name (the register belongs to another screen and may be empty).
 */
export function useBuildingNames() {
  const doc = useViewedCompanyDocument();
  return useQuery({
    queryKey: yardKey(doc, 'buildings'),
    queryFn: async ({ signal }) => {
      const [registered, docks] = await Promise.all([
        api
          .get<{ buildings?: Array<{ name?: string; code?: string }> }>('/building', {
            query: { page: 1, take: 1000 },
            signal,
            quiet: true,
          })
          .catch(() => ({ buildings: [] })),
        api.get<{ docks: YardDock[] }>('/yard', { query: { page: 1, take: 200 }, signal }),
      ]);
      const names = [
        ...(registered.buildings ?? []).map((b) => b.name ?? b.code ?? ''),
        ...docks.docks.map((d) => d.building),
      ];
      return [...new Set(names.filter(Boolean))].sort((a, b) => a.localeCompare(b));
    },
    enabled: doc !== null,
    ...REFRESH.none,
  });
}
