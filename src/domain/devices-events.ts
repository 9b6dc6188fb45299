import { type } from 'arktype';
import { type DeviceTopic, type Envelope, EVENTS, type MqttDeviceType, SCHEMAS } from './devices';

// The check every device event passes before the platform acts on it (issue 32 "Every device
// event is checked"). Pure: the simulator's platform asks it with its store and clock.
//
// | rule | source |
// |---|---|
// | envelope `{ schema, deviceId, runId, seq, ts, correlationId, data }`, `deviceId` the topic's | DESIGN §6 |
// | a read is an LLRP tag report: epcHex, antennaPort, peakRssiCdbm, firstSeen, lastSeen, seenCount | DESIGN §6 |
// | an event of a device the company does not have changes nothing | doc 1 §6 (tenancy) |
// | EPC hex in whole 16-bit words, 16 to 256 bits; counts ≥ 0; firstSeen ≤ lastSeen | ours (issue 32) |

/** The largest event payload: a tag report is ~300 bytes; 16 KiB leaves room for any real one and
 * refuses the 2 MB blob of issue 32 before it is parsed. */
export const MAX_EVENT_BYTES = 16 * 1024;
/** EPC hex as readers report it (EPC Tag Data Standard): whole 16-bit words, 1 to 16 of them
 * (EPC-96 is 24 digits). */
export const EPC_HEX = /^(?:[0-9A-Fa-f]{4}){1,16}$/;
/** How far ahead of the clock an event time may be (a device clock running fast). */
export const FUTURE_TOLERANCE_MS = 60 * 60 * 1000;
/** Where the platform answers a refused event: `wh/{company}/{type}/{deviceId}/evt/rejected`. */
export const REJECTED_EVENT = 'rejected';
export const REJECTED_SCHEMA = 'wh.event.rejected/1';

export type RejectReason =
  | 'too-large'
  | 'not-json'
  | 'schema'
  | 'device-mismatch'
  | 'unknown-device'
  | 'epc'
  | 'count'
  | 'time';

/** The `data` of an `evt/rejected` event, and what the journal and the /devices counter keep. */
export interface RejectionData {
  reason: RejectReason;
  /** the offending field (`data.epcHex`, `ts`…), null for the payload as a whole */
  field: string | null;
  message: string;
  /** the refused event's topic name (`read`, `count`, `confirm`) */
  event: string;
  /** the refused envelope's correlationId, runId and seq, when it had them */
  correlationId: string | null;
  runId: string | null;
  seq: number | null;
}

export type EventCheck = { ok: true; envelope: Envelope } | { ok: false; rejection: RejectionData };

export interface EventCheckContext {
  /** whether the company has this device, of this type */
  knownDevice: (company: string, type: MqttDeviceType, deviceId: string) => boolean;
  /** the latest acceptable "now" (ms): the simulated clock, or wall clock when that is later */
  nowMs: number;
}

/** The device events the platform takes: `{type}/{event}` → schema and data shape. */
const EVENT_DATA = {
  [`portal/${EVENTS.read}`]: {
    schema: SCHEMAS.read,
    data: type({
      epcHex: 'string',
      antennaPort: '1 <= number.integer <= 64',
      peakRssiCdbm: 'number',
      firstSeen: 'string.date.iso',
      lastSeen: 'string.date.iso',
      seenCount: 'number.integer >= 0',
    }),
  },
  [`counter/${EVENTS.count}`]: {
    schema: SCHEMAS.count,
    data: type({
      deviceName: 'string <= 64',
      deviceIP: 'string <= 64',
      counter: 'number.integer >= 0',
      increment: 'number.integer >= 0',
    }),
  },
  [`light/${EVENTS.confirm}`]: {
    schema: SCHEMAS.confirm,
    data: type({
      quantity: 'number >= 0 | null',
      street: 'string | null',
      position: 'number.integer >= 1 | null',
    }),
  },
} as const;

/** Whether `{type}/evt/{name}` is a device event this check knows (the ones the platform takes). */
export const isCheckedEvent = (t: Pick<DeviceTopic, 'type' | 'kind' | 'name'>) =>
  t.kind === 'evt' && `${t.type}/${t.name}` in EVENT_DATA;

const envelopeShape = type({
  schema: 'string',
  deviceId: 'string',
  runId: '0 < string <= 128',
  seq: 'number.integer >= 0',
  ts: 'string.date.iso',
  correlationId: 'string | null',
  data: 'object',
});

/** arktype's first error as (field, message); a `min` on a number is a count out of range. */
function firstError(errors: InstanceType<typeof type.errors>, prefix: string) {
  const error = errors[0];
  const field = [prefix, ...error.path.map(String)].filter(Boolean).join('.') || null;
  return { field, message: error.message, code: error.code };
}

/**
 * Checks one device event (topic already parsed, `isCheckedEvent`). Order: size, JSON, envelope,
 * the topic's device, the company's device, the data's shape, EPC, counts, times — the first
 * failure is the answer.
 */
export function checkDeviceEvent(
  topic: DeviceTopic,
  payload: Uint8Array,
  context: EventCheckContext,
): EventCheck {
  const event = topic.name ?? '';
  const spec = EVENT_DATA[`${topic.type}/${event}`];
  const ids: Pick<RejectionData, 'correlationId' | 'runId' | 'seq'> = {
    correlationId: null,
    runId: null,
    seq: null,
  };
  const reject = (reason: RejectReason, field: string | null, message: string): EventCheck => ({
    ok: false,
    rejection: { reason, field, message, event, ...ids },
  });
  if (payload.byteLength > MAX_EVENT_BYTES)
    return reject('too-large', null, `payload of ${payload.byteLength} bytes, more than ${MAX_EVENT_BYTES}`);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    return reject('not-json', null, 'the payload is not JSON text');
  }
  if (value && typeof value === 'object') {
    const v = value as Partial<Envelope>;
    if (typeof v.correlationId === 'string') ids.correlationId = v.correlationId;
    if (typeof v.runId === 'string') ids.runId = v.runId;
    if (typeof v.seq === 'number') ids.seq = v.seq;
  }
  const envelope = envelopeShape(value);
  if (envelope instanceof type.errors) {
    const e = firstError(envelope, '');
    return reject('schema', e.field, e.message);
  }
  if (envelope.schema !== spec.schema)
    return reject(
      'schema',
      'schema',
      `schema must be ${spec.schema} on evt/${event} (was ${envelope.schema})`,
    );
  if (envelope.deviceId !== topic.deviceId)
    return reject(
      'device-mismatch',
      'deviceId',
      `deviceId ${envelope.deviceId} is not the topic's ${topic.deviceId}`,
    );
  if (!context.knownDevice(topic.company, topic.type, topic.deviceId))
    return reject(
      'unknown-device',
      'deviceId',
      `company ${topic.company} has no ${topic.type} ${topic.deviceId}`,
    );
  const data = spec.data(envelope.data);
  if (data instanceof type.errors) {
    const e = firstError(data, 'data');
    return reject(e.code === 'min' ? 'count' : 'schema', e.field, e.message);
  }
  const latest = context.nowMs + FUTURE_TOLERANCE_MS;
  if (Date.parse(envelope.ts) > latest) return reject('time', 'ts', `ts ${envelope.ts} is in the future`);
  if ('epcHex' in data) {
    if (!EPC_HEX.test(data.epcHex))
      return reject('epc', 'data.epcHex', `EPC ${data.epcHex} is not 4 to 64 hex digits in groups of 4`);
    if (data.seenCount < 1)
      return reject('count', 'data.seenCount', 'a tag report has at least one sighting');
    if (Date.parse(data.lastSeen) < Date.parse(data.firstSeen))
      return reject(
        'time',
        'data.lastSeen',
        `lastSeen ${data.lastSeen} is before firstSeen ${data.firstSeen}`,
      );
    if (Date.parse(data.lastSeen) > latest)
      return reject('time', 'data.lastSeen', `lastSeen ${data.lastSeen} is in the future`);
  }
  return { ok: true, envelope: envelope as Envelope };
}
