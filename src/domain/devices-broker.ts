import { type } from 'arktype';

// Broker faults on demand (issue 32 "Broker faults on demand"): what the control calls take and
// what the simulator tells a replay about causes on its side. Shared by the simulator
// (devices/broker-faults.ts, routes/sim-devices.routes.ts), the CLI's replay and the control page.

/**
 * Where the simulator announces what it did to the traffic (a rule fired, clients were
 * disconnected, the broker restarted, delivery was paused, duplicated or reordered), so a
 * replay's report can name the causes next to the losses. Outside `wh/` on purpose: a recording
 * of `wh/#` never contains it.
 */
export const SIM_NOTICE_TOPIC = 'wh-sim/notice';

export const BROKER_NOTICE_KINDS = [
  'rule',
  'disconnect',
  'restart',
  'pause',
  'duplicate',
  'reorder',
] as const;
export type BrokerNoticeKind = (typeof BROKER_NOTICE_KINDS)[number];

export interface BrokerNotice {
  kind: BrokerNoticeKind;
  /** the session's simulated clock */
  at: string;
  /** a fault rule's id, or the broker fault's (`pause-2`) */
  id: string | null;
  /** what it did: `drop`, `delay 300ms`, `3 clients`, `held 5 s`… */
  effect: string;
  /** the message's topic (message-level causes) */
  topic: string | null;
  /** the message's publisher run and seq, when it was an envelope: whose loss it explains */
  runId: string | null;
  seq: number | null;
}

/** Delivery faults that last a while on a topic filter. */
export const DELIVERY_FAULTS = ['pause', 'duplicate', 'reorder'] as const;
export type DeliveryFaultKind = (typeof DELIVERY_FAULTS)[number];

export interface DeliveryFault {
  id: string;
  kind: DeliveryFaultKind;
  /** an MQTT topic filter (`wh/+/portal/#`) */
  topic: string;
  /** ISO instant (wall clock) it ends */
  until: string;
  /** messages it acted on so far */
  applied: number;
}

/** What the broker holds now (GET /__sim/devices/broker). */
export interface BrokerStatus {
  available: boolean;
  clients: Array<{ id: string; company: string | null; deviceId: string | null }>;
  faults: DeliveryFault[];
  restarts: number;
}

/** The longest a delivery fault lasts: a pause holds PUBACKs, and a client waits that long. */
export const MAX_FAULT_SECONDS = 300;

const topicFilter = type(/^[^\s]{1,300}$/).narrow(
  (t, ctx) =>
    t
      .split('/')
      .every((level, i, all) =>
        level === '#' ? i === all.length - 1 : !/[+#]/.test(level) || level === '+',
      ) || ctx.reject({ expected: 'an MQTT topic filter (+ and # only as whole levels, # last)' }),
);

export const brokerDisconnectRequest = type({
  'company?': /^[A-Za-z0-9._:-]{1,64}$/,
  'deviceId?': /^[A-Za-z0-9._:-]{1,64}$/,
}).onUndeclaredKey('reject');

export const deliveryFaultRequest = type({
  kind: type.enumerated(...DELIVERY_FAULTS),
  topic: topicFilter,
  seconds: `1 <= number.integer <= ${MAX_FAULT_SECONDS}`,
}).onUndeclaredKey('reject');
export type DeliveryFaultRequest = typeof deliveryFaultRequest.infer;

/** An emulator's client id (`wh:{company}:{deviceId}`, devices/emulators/emulator.ts) read back. */
export function deviceOfClient(clientId: string): { company: string; deviceId: string } | null {
  const m = /^wh:([^:]+):(.+)$/.exec(clientId);
  return m ? { company: m[1], deviceId: m[2] } : null;
}
