import type { DeviceKind, DeviceStatusView } from './devices';

// ---- records the API answers (doc 3 §3, §7) ---------------------------------------------------

/** One stored device as GET /devices answers it. For a light `optimizedId` is its id (doc 3 §3)
 * and `controller` the deviceName of the controller it hangs from. */
export interface DeviceView {
  id: string;
  optimizedId: string;
  type: DeviceKind;
  deviceName: string;
  companyDocument: string;
  street: string | null;
  position: number | null;
  controller: string | null;
  deviceIP: string | null;
  /** portals: the dock they watch */
  dock: string | null;
  status: DeviceStatusView;
  /** last retained state data reported by the device (null before the first report) */
  state: Record<string, unknown> | null;
  updatedAt: string | null;
}

export interface DevicesAnswer {
  devices: DeviceView[];
  total: number;
}

export interface ControllerView {
  deviceName: string;
  street: string | null;
  position: number | null;
  lights: number;
}

export interface DeviceKindCount {
  total: number;
  online: number;
  lost: number;
}

/** GET /devices/dashboard (doc 3 §7; its shape is ours: the seeds do not show it). */
export interface DevicesDashboard {
  portal: DeviceKindCount;
  light: DeviceKindCount & { on: number };
  counter: DeviceKindCount;
  controller: { total: number };
  /** in the last 24 h of the simulated clock */
  passes24h: number;
  counts24h: number;
  confirmations24h: number;
  lastPassAt: string | null;
  /** device events the platform refused since it started or the session was reset (issue 32) */
  rejected: {
    count: number;
    last: {
      deviceId: string;
      event: string;
      reason: string;
      field: string | null;
      message: string;
      at: string;
    } | null;
  };
}

/** doc 3 §3 "Smart counter activity". */
export interface SmartCounterActivity {
  id: string;
  deviceName: string;
  deviceIP: string;
  counter: number;
  createdAt: string;
}

/** GET {device service}/smart-counter/{document}: devices with their activities (doc 3 §2
 * "devices with expandable rows of activities"). */
export interface SmartCounterDevice {
  deviceName: string;
  deviceIP: string;
  total: number;
  lastActivityAt: string | null;
  activities: SmartCounterActivity[];
}

export interface SmartCounterAnswer {
  devices: SmartCounterDevice[];
  total: number;
}

/** doc 3 §3 "Handling history row", written for portal-confirmed moves (plus when). */
export interface HandlingHistoryRow {
  id: string;
  operation: string;
  positionCodeOrigin: string | null;
  positionCodeDestiny: string | null;
  product: { sku: string | null; description: string | null } | null;
  rfidcode: string | null;
  warehouse: { name: string | null; building: { name: string | null } } | null;
  createdAt: string;
}

/** GET /position-handling/history (doc 3 §7 "Handling"): `histories`, `total`. */
export interface HandlingHistoryAnswer {
  histories: HandlingHistoryRow[];
  total: number;
}
