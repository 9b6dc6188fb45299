import { type } from 'arktype';

// Devices over MQTT (DESIGN §6; doc 3 §2 "Devices", §3 device light / controller / smart counter
// activity, §7 "Devices"). The topic scheme, the payload envelope and the record shapes the
// simulator, its emulators, the CLI and the console all share. No I/O here.
//
// | rule | seed |
// |---|---|
// | `wh/{company}/{type}/{deviceId}/state` is retained; the last will sets it to `lost` | DESIGN §6 |
// | `wh/{company}/{type}/{deviceId}/evt/{name}` events are not retained | DESIGN §6 |
// | `wh/{company}/{type}/{deviceId}/cmd/{name}` commands, answered on `.../ack` | DESIGN §6 |
// | payload envelope `{ schema, deviceId, runId, seq, ts, correlationId, data }` | DESIGN §6 |
// | device light: optimizedId, position, street, controller (deviceName) | doc 3 §3 |
// | controller: deviceName; smart counter activity: id, deviceName, deviceIP, counter, createdAt | doc 3 §3 |

/** The MQTT device types of DESIGN §6. */
export const MQTT_DEVICE_TYPES = ['portal', 'light', 'counter'] as const;
export type MqttDeviceType = (typeof MQTT_DEVICE_TYPES)[number];

/** Stored device kinds: the MQTT ones plus pick-to-light controllers (doc 3 §3), which are
 * layout records (a deviceName at a street position) rather than MQTT clients of their own. */
export const DEVICE_KINDS = [...MQTT_DEVICE_TYPES, 'controller'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const TOPIC_ROOT = 'wh';
export type TopicKind = 'state' | 'evt' | 'cmd' | 'ack';

export interface DeviceTopic {
  company: string;
  type: MqttDeviceType;
  deviceId: string;
  kind: TopicKind;
  /** event or command name; null for `state` and `ack` */
  name: string | null;
}

const base = (company: string, type: MqttDeviceType, deviceId: string) =>
  `${TOPIC_ROOT}/${company}/${type}/${deviceId}`;

export const stateTopic = (company: string, type: MqttDeviceType, deviceId: string) =>
  `${base(company, type, deviceId)}/state`;
export const eventTopic = (company: string, type: MqttDeviceType, deviceId: string, name: string) =>
  `${base(company, type, deviceId)}/evt/${name}`;
export const commandTopic = (company: string, type: MqttDeviceType, deviceId: string, name: string) =>
  `${base(company, type, deviceId)}/cmd/${name}`;
export const ackTopic = (company: string, type: MqttDeviceType, deviceId: string) =>
  `${base(company, type, deviceId)}/ack`;

/** Topic levels may not hold MQTT wildcards or separators. */
export const isTopicLevel = (s: string) => s.length > 0 && !/[/+#\s]/.test(s);

/** The parts of a device topic; null for anything outside the scheme. */
export function parseDeviceTopic(topic: string): DeviceTopic | null {
  const p = topic.split('/');
  if (p[0] !== TOPIC_ROOT || p.length < 5 || p.length > 6) return null;
  const [, company, type, deviceId, kind, name] = p;
  if (!(MQTT_DEVICE_TYPES as readonly string[]).includes(type) || !company || !deviceId) return null;
  if ((kind === 'state' || kind === 'ack') && p.length === 5) {
    return { company, type: type as MqttDeviceType, deviceId, kind, name: null };
  }
  if ((kind === 'evt' || kind === 'cmd') && p.length === 6 && name) {
    return { company, type: type as MqttDeviceType, deviceId, kind, name };
  }
  return null;
}

/** What the console subscribes to for one company: every state and every event. */
export const companyFeedTopics = (company: string) => [
  `${TOPIC_ROOT}/${company}/+/+/state`,
  `${TOPIC_ROOT}/${company}/+/+/evt/#`,
];

// ---- payloads --------------------------------------------------------------------------------

/** DESIGN §6 envelope of every payload. `ts` is ISO 8601 from the simulated clock. */
export interface Envelope<D = unknown> {
  schema: string;
  deviceId: string;
  /** one run of a publisher (an emulator start, a replay pass); `seq` counts within it */
  runId: string;
  seq: number;
  ts: string;
  correlationId: string | null;
  data: D;
}

export const SCHEMAS = {
  state: 'wh.state/1',
  read: 'wh.portal.read/1',
  pass: 'wh.portal.pass/1',
  routeConfirmed: 'wh.portal.route-confirmed/1',
  count: 'wh.counter.count/1',
  command: 'wh.cmd/1',
  confirm: 'wh.light.confirm/1',
  ack: 'wh.ack/1',
} as const;

/** Event names (`evt/{name}`). `pass` and `route-confirmed` are published by the platform on the
 * portal's topics; the others by the devices. */
export const EVENTS = {
  read: 'read',
  pass: 'pass',
  routeConfirmed: 'route-confirmed',
  count: 'count',
  confirm: 'confirm',
} as const;
/** Events the platform produces: a replay does not publish them, it compares against them. */
export const PLATFORM_EVENTS: readonly string[] = [EVENTS.pass, EVENTS.routeConfirmed];

export type DeviceStatus = 'online' | 'lost' | 'offline';
/** A stored device whose emulator never reported is `unknown`. */
export type DeviceStatusView = DeviceStatus | 'unknown';

/** Pick-to-light colours a light can show (command `on`). */
export const LIGHT_COLORS = ['red', 'green', 'blue', 'yellow', 'white', 'cyan', 'magenta'] as const;
export type LightColor = (typeof LIGHT_COLORS)[number];

/** Retained `state` data. Every device has `status`; the rest depends on the type. */
export interface DeviceStateData {
  status: DeviceStatus;
  [key: string]: unknown;
}

export interface LightStateData extends DeviceStateData {
  on: boolean;
  color: LightColor | null;
  quantity: number | null;
}

/** An LLRP-like tag report (RO_ACCESS_REPORT TagReportData): one EPC seen `seenCount` times on
 * one antenna between `firstSeen` and `lastSeen` (ISO instants). */
export interface TagRead {
  epcHex: string;
  antennaPort: number;
  peakRssiCdbm: number;
  firstSeen: string;
  lastSeen: string;
  seenCount: number;
}

export type PassDirection = 'arrived' | 'departed';

export interface PassData {
  epcHex: string;
  direction: PassDirection;
  firstSeen: string;
  lastSeen: string;
  seenCount: number;
  antennaPort: number;
  dock: string | null;
  /** runId of the reads that produced the pass (a replay finds its own passes by it) */
  sourceRunId: string;
}

export interface RouteConfirmedData {
  routeId: string;
  routeCode: string;
  /** the order numbers of the route's PENDING items: the load that crossed the portal */
  orders: string[];
  dock: string;
  epcHex: string;
  sourceRunId: string;
}

export interface CountData {
  deviceName: string;
  deviceIP: string;
  /** the counter's running total after this event */
  counter: number;
  increment: number;
}

export interface LightOnCommand {
  quantity: number;
  color: LightColor;
}

export interface AckData {
  command: string;
  ok: boolean;
  error?: string;
}

/** Light commands (`cmd/{name}`): `on` {quantity, color}, `off`, `press` (the operator's confirm
 * button, emulated). Portal: `pass` {epcHex, durationMs}. Counter: `count` {increment}. */
export const LIGHT_COMMANDS = ['on', 'off', 'press'] as const;
export const lightOnCommand = type({
  quantity: '0 <= number <= 9999',
  color: type.enumerated(...LIGHT_COLORS),
});
export const portalPassCommand = type({
  epcHex: /^[0-9A-Fa-f]{4,64}$/,
  'durationMs?': '100 <= number.integer <= 60000',
  'antennaPort?': '1 <= number.integer <= 8',
});
export const counterCountCommand = type({ 'increment?': '1 <= number.integer <= 1000' });

/** Parses a payload buffer or string into an envelope; null when it is not one. */
export function parseEnvelope<D = unknown>(payload: string | Uint8Array): Envelope<D> | null {
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    const value = JSON.parse(text) as Partial<Envelope<D>>;
    if (
      !value ||
      typeof value !== 'object' ||
      typeof value.deviceId !== 'string' ||
      typeof value.seq !== 'number' ||
      typeof value.runId !== 'string' ||
      typeof value.ts !== 'string' ||
      !('data' in value)
    )
      return null;
    return value as Envelope<D>;
  } catch {
    return null;
  }
}

// ---- request schemas (the simulator validates with them; forms may too) ------------------------

const deviceId = type(/^[A-Za-z0-9._:-]{1,64}$/);
const street = type(/^[A-Za-z0-9 ._-]{1,32}$/);

export const deviceIdParams = type({ id: deviceId });
/** position: 1 to 9999 (path parameters are text; the handler reads `Number(position)`) */
export const devicePlacementParams = type({ street, position: /^[1-9]\d{0,3}$/, id: deviceId });
/** PUT /devices/{street}/{position}/{id}: place (or move) a light; optionally its controller. */
export const devicePlacementBody = type({ 'controller?': 'string | null' });
/** PATCH /devices/{id}: change one or more fields of a device. */
export const devicePatchBody = type({
  'deviceName?': '0 < string <= 64',
  'controller?': 'string | null',
  'street?': street.or('null'),
  'position?': type('1 <= number.integer <= 9999').or('null'),
  'deviceIP?': type('string <= 64').or('null'),
  'dock?': type('string <= 64').or('null'),
}).narrow((b, ctx) => Object.keys(b).length > 0 || ctx.reject({ expected: 'at least one field' }));
export type DevicePatch = typeof devicePatchBody.infer;

export const devicesQuery = type({
  'origin?': 'string',
  'type?': type.enumerated(...DEVICE_KINDS),
  'street?': 'string',
});
