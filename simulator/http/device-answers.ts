import { type } from 'arktype';
import type {
  ControllerView,
  DevicesAnswer,
  DevicesDashboard,
  DeviceView,
  HandlingHistoryAnswer,
  SmartCounterAnswer,
} from '../../src/domain/device-records';
import { DEVICE_KINDS } from '../../src/domain/devices';
import { exact, importLineAnswer, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the devices area (doc 3 §2, §3, §7; simulator/routes/devices.routes.ts,
 * device-service.routes.ts, handling-history.routes.ts): devices, their dashboard and controllers,
 * a CSV import's counts, the smart counters and the handling history. Checked against the domain
 * types with `exact`.
 */

export const deviceAnswer = type({
  id: 'string',
  optimizedId: 'string',
  type: type.enumerated(...DEVICE_KINDS),
  deviceName: 'string',
  companyDocument: 'string',
  street: nullableText,
  position: 'number | null',
  controller: nullableText,
  deviceIP: nullableText,
  dock: nullableText,
  status: "'online' | 'lost' | 'offline' | 'unknown'",
  // the last state the device reported, as it sent it (an open object)
  state: type('Record<string, unknown>').or('null'),
  updatedAt: nullableText,
});
exact<typeof deviceAnswer.infer, DeviceView>(true);
export const devicesPage = listAnswer('devices', deviceAnswer);
exact<typeof devicesPage.infer, DevicesAnswer>(true);
/** PUT /devices/{street}/{position}/{id}, PATCH /devices/{id}. */
export const deviceChange = messageWith('device', deviceAnswer);

const controllerAnswer = type({
  deviceName: 'string',
  street: nullableText,
  position: 'number | null',
  lights: 'number',
});
exact<typeof controllerAnswer.infer, ControllerView>(true);
export const controllersAnswer = type({ data: controllerAnswer.array() });

const kindCount = type({ total: 'number', online: 'number', lost: 'number' });
export const devicesDashboardAnswer = type({
  portal: kindCount,
  light: kindCount.and({ on: 'number' }),
  counter: kindCount,
  controller: { total: 'number' },
  passes24h: 'number',
  counts24h: 'number',
  confirmations24h: 'number',
  lastPassAt: nullableText,
  rejected: {
    count: 'number',
    last: type({
      deviceId: 'string',
      event: 'string',
      reason: 'string',
      field: nullableText,
      message: 'string',
      at: 'string',
    }).or('null'),
  },
});
exact<typeof devicesDashboardAnswer.infer, DevicesDashboard>(true);

/** POST /devices/import: how many devices were written, and the CSV's warnings. */
export const devicesImported = type({
  message: 'string',
  imported: 'number',
  created: 'number',
  updated: 'number',
  warnings: importLineAnswer.array(),
});

export const smartCounterAnswer = listAnswer(
  'devices',
  type({
    deviceName: 'string',
    deviceIP: 'string',
    total: 'number',
    lastActivityAt: nullableText,
    activities: type({
      id: 'string',
      deviceName: 'string',
      deviceIP: 'string',
      counter: 'number',
      createdAt: 'string',
    }).array(),
  }),
);
exact<typeof smartCounterAnswer.infer, SmartCounterAnswer>(true);

export const handlingHistoryAnswer = listAnswer(
  'histories',
  type({
    id: 'string',
    operation: 'string',
    positionCodeOrigin: nullableText,
    positionCodeDestiny: nullableText,
    product: type({ sku: nullableText, description: nullableText }).or('null'),
    rfidcode: nullableText,
    warehouse: type({ name: nullableText, building: { name: nullableText } }).or('null'),
    createdAt: 'string',
  }),
);
exact<typeof handlingHistoryAnswer.infer, HandlingHistoryAnswer>(true);
