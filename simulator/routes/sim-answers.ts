import { type } from 'arktype';

/** Answer types of the control API (/__sim, simulator/README.md), for `response` in addRoute. */

export const clockAnswer = type({ now: 'string', frozen: 'boolean', offsetMs: 'number', rate: 'number' });
export const sessionClockAnswer = clockAnswer.and({ session: 'string' });

/** reset and seed: the session and the seed its data now comes from */
export const seededAnswer = type({ message: 'string', session: 'string', seed: 'number', size: 'string' });

/** the open sessions (the caller's marked) */
export const sessionsAnswer = type({
  session: 'string',
  sessions: type({ session: 'string', seed: 'number', size: 'string' }).array(),
});

const firedFault = type({ rules: 'string[]', effects: 'string[]' });

/** a journal entry: HTTP or MQTT, with what a fault did to it */
export const journalEntry = type({
  seq: 'number',
  at: 'string',
  kind: "'http' | 'mqtt'",
  'fault?': firedFault,
  'method?': 'string',
  'url?': 'string',
  'route?': 'string | null',
  'status?': 'number',
  'ms?': 'number',
  'user?': 'string',
  'topic?': 'string',
  'direction?': "'in' | 'out'",
  'clientId?': 'string',
  'qos?': 'number',
  'retain?': 'boolean',
  'bytes?': 'number',
  'dropped?': 'boolean',
  'rejected?': type({ reason: 'string', field: 'string | null', message: 'string' }),
});
export const journalAnswer = type({
  session: 'string',
  cap: 'number',
  mqttCap: 'number',
  control: 'boolean',
  entries: journalEntry.array(),
});
const bodyView = type({ text: 'string', bytes: 'number | null', truncated: 'boolean', omitted: 'boolean' });
const header = type({ name: 'string', value: 'string' });
/** an entry's bodies and headers on demand (plugins/journal-bodies.ts, journal-headers.ts) */
export const journalBodiesAnswer = type({
  seq: 'number',
  kind: "'http' | 'mqtt'",
  session: 'string',
  'requestHeaders?': header.array(),
  'responseHeaders?': header.array(),
  'request?': bodyView,
  'response?': bodyView,
  'payload?': bodyView,
});
export const journalCapAnswer = type({
  session: 'string',
  cap: 'number',
  mqttCap: 'number',
  control: 'boolean',
  size: 'number',
});
export const sessionMessageAnswer = type({ message: 'string', session: 'string' });

/** a fault rule as given (its other fields are the POST body's) with its counters */
export const faultRuleAnswer = type({ id: 'string', seen: 'number', fired: 'number' });
export const faultRulesAnswer = type({ session: 'string', rules: faultRuleAnswer.array() });
export const removedAnswer = type({ message: 'string', id: 'string' });

const clockSetting = type({ fixed: 'number | null', offset: 'number', 'rate?': 'number' });
export const snapshotAnswer = type({
  id: 'string',
  session: 'string',
  takenAt: 'string',
  digest: 'string',
  bytes: 'number',
  faults: 'number',
  stubs: 'number',
  clock: clockSetting,
});
export const snapshotsAnswer = type({ snapshots: snapshotAnswer.array() });
export const restoredAnswer = type({ message: 'string', id: 'string', session: 'string' });

export const stateAnswer = type({
  session: 'string',
  'seed?': 'number',
  'size?': 'string',
  writes: 'number',
  'digest?': 'string',
  clock: clockAnswer,
  faults: 'number',
  stubs: 'number',
  journal: { size: 'number', cap: 'number' },
});
