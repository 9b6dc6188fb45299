import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ControllerView,
  DevicesAnswer,
  DevicesDashboard,
  DeviceView,
  HandlingHistoryAnswer,
  SmartCounterAnswer,
} from '../domain/device-records';
import type { DevicePatch } from '../domain/devices';
import { api, apiDate, compactQuery } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// doc 3 §7 "Devices" (GET /devices polled every 15 s — doc 1 §7.1 —, GET /devices/dashboard,
// controllers, POST /devices/import, PUT /devices/{street}/{position}/{id}, PATCH /devices/{id}),
// the smart counter's device service, and GET /position-handling/history (doc 3 §7 "Handling").

/** The separate device service of doc 3 §7 ("{device host}/smart-counter/…"): configuration,
 * default the simulator's `/device-service` on the console's origin. */
export const DEVICE_SERVICE_URL: string =
  (import.meta.env.VITE_DEVICE_SERVICE_URL as string | undefined) || '/device-service';

export interface DateRangeQuery {
  start: Date;
  end: Date;
}

export const fetchDevices = () => api.get<DevicesAnswer>('/devices');
export const fetchDevicesDashboard = () => api.get<DevicesDashboard>('/devices/dashboard');
export const fetchControllers = () => api.get<{ data: ControllerView[] }>('/devices/controllers');

export interface ImportAnswer {
  message: string;
  imported: number;
  created: number;
  updated: number;
}

/** POST /devices/import with the CSV file's text (the simulator refuses the whole file with the
 * bad lines in `lines` of its 400 answer; the API client toasts the message). */
export const importDevicesCsv = (csv: string) =>
  api.post<ImportAnswer>('/devices/import', csv, { headers: { 'content-type': 'text/csv' } });

export const placeDevice = (street: string, position: number, id: string, controller?: string | null) =>
  api.put<{ message: string; device: DeviceView }>(
    `/devices/${encodeURIComponent(street)}/${position}/${encodeURIComponent(id)}`,
    controller === undefined ? {} : { controller },
  );

export const patchDevice = (id: string, patch: DevicePatch) =>
  api.patch<{ message: string; device: DeviceView }>(`/devices/${encodeURIComponent(id)}`, patch);

/** The viewed company's devices, refreshed every 15 s (doc 1 §7.1, doc 3 §9). */
export function useDevices() {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'devices'),
    queryFn: fetchDevices,
    enabled: document !== null,
    ...REFRESH.devices,
  });
}

export function useDevicesDashboard() {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'devices', 'dashboard'),
    queryFn: fetchDevicesDashboard,
    enabled: document !== null,
    ...REFRESH.devices,
  });
}

export function useControllers() {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'devices', 'controllers'),
    queryFn: fetchControllers,
    select: (answer) => answer.data,
    enabled: document !== null,
    ...REFRESH.devices,
  });
}

// ---- reports ----------------------------------------------------------------------------------

const rangeQuery = (range: DateRangeQuery) => ({
  initialDate: apiDate(range.start),
  finalDate: apiDate(range.end),
});

export const fetchHandlingHistory = (range: DateRangeQuery, page: number, take: number) =>
  api.get<HandlingHistoryAnswer>('/position-handling/history', {
    query: compactQuery({ page, take, ...rangeQuery(range) }),
  });

/** Every row of the range, for the PDF (doc 3 §7: "print adds report=1"). */
export const fetchHandlingHistoryReport = (range: DateRangeQuery) =>
  api.get<HandlingHistoryAnswer>('/position-handling/history', {
    query: { report: 1, ...rangeQuery(range) },
  });

export function useHandlingHistory(range: DateRangeQuery, page: number, take: number) {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'position-handling-history', rangeQuery(range), page, take),
    queryFn: () => fetchHandlingHistory(range, page, take),
    enabled: document !== null,
    placeholderData: keepPreviousData,
    ...REFRESH.none,
  });
}

/** GET {device service}/smart-counter/{company document} (doc 3 §7), the viewed company's. */
export const fetchSmartCounters = (companyDocument: string) =>
  api.get<SmartCounterAnswer>(`/smart-counter/${encodeURIComponent(companyDocument)}`, {
    baseURL: DEVICE_SERVICE_URL,
  });

export function useSmartCounters() {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'smart-counter'),
    queryFn: () => fetchSmartCounters(document as string),
    enabled: document !== null,
    ...REFRESH.devices,
  });
}
