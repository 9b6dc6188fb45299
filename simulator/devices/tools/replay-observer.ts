import { connectAsync } from 'mqtt';
import type { ReplayCauses } from '../../../src/domain/device-replays';
import {
  type Envelope,
  EVENTS,
  type PassData,
  parseDeviceTopic,
  parseEnvelope,
  type RouteConfirmedData,
  TOPIC_ROOT,
} from '../../../src/domain/devices';
import { type BrokerNotice, SIM_NOTICE_TOPIC } from '../../../src/domain/devices-broker';
import { REJECTED_EVENT, type RejectionData } from '../../../src/domain/devices-events';

/** What the observer saw of one replay's runs. */
export interface Observed {
  delivered: number;
  duplicated: number;
  outOfOrder: number;
  arrived: number;
  departed: number;
  confirmations: number;
  /** the codes of the routes the platform confirmed */
  routes: string[];
  /** performance.now() of the last message of ours */
  lastObserved: number;
  causes: ReplayCauses;
}

/**
 * The replay's observer: what actually travels (reads of the runs in `myRuns`) and what the
 * platform answers to them (passes, confirmations). A persistent session, so a broker restart
 * loses nothing it should see.
 */
export async function observeReplay(url: string, replayId: string, myRuns: ReadonlySet<string>) {
  const observed: Observed = {
    delivered: 0,
    duplicated: 0,
    outOfOrder: 0,
    arrived: 0,
    departed: 0,
    confirmations: 0,
    routes: [],
    lastObserved: performance.now(),
    causes: { rules: [], disconnects: 0, restarts: 0, connectionDrops: 0, rejected: [] },
  };
  const { causes } = observed;
  /** What the simulator says it did (wh-sim/notice): to our messages, or to the broker. */
  const onNotice = (notice: BrokerNotice) => {
    if (notice.kind === 'disconnect') causes.disconnects += 1;
    else if (notice.kind === 'restart') causes.restarts += 1;
    else if (notice.runId && myRuns.has(notice.runId)) {
      const id = notice.id ?? notice.kind;
      const rule = causes.rules.find((r) => r.id === id && r.effect === notice.effect);
      if (rule) rule.messages += 1;
      else causes.rules.push({ id, effect: notice.effect, messages: 1 });
    }
  };
  const onRejected = (data: RejectionData) => {
    if (!data?.runId || !myRuns.has(data.runId)) return;
    const row = causes.rejected.find((r) => r.reason === data.reason);
    if (row) row.count += 1;
    else causes.rejected.push({ reason: data.reason, count: 1 });
  };
  let ending = false;
  const seen = new Map<string, { max: number; set: Set<number> }>();
  // The platform's answers come at QoS 1 too: a redelivery after a restart is counted once.
  const answers = new Set<string>();
  const firstTime = (env: Envelope) => {
    const key = `${env.deviceId}/${env.runId}/${env.seq}`;
    if (answers.has(key)) return false;
    answers.add(key);
    return true;
  };

  const observer = await connectAsync(url, {
    clientId: `wh-replay-observer-${replayId}`,
    clean: false,
    reconnectPeriod: 300,
  });
  // its own connection dropping and coming back is a cause too (a broker restart, a network cut)
  observer.on('close', () => {
    if (!ending) causes.connectionDrops += 1;
  });
  // A notice comes at QoS 1 to a persistent session: one in flight when the broker restarts is
  // delivered again after it (CI once counted one restart twice). Every notice is its own event
  // (its time, effect, run and seq), so the same text twice is one notice.
  const notices = new Set<string>();
  observer.on('message', (topic, payload) => {
    if (topic === SIM_NOTICE_TOPIC) {
      const text = payload.toString();
      if (notices.has(text)) return;
      notices.add(text);
      try {
        onNotice(JSON.parse(text) as BrokerNotice);
      } catch {
        // not a notice of ours
      }
      return;
    }
    const t = parseDeviceTopic(topic);
    const env = parseEnvelope(payload);
    if (!t || !env) return;
    if (t.name === REJECTED_EVENT) {
      onRejected(env.data as RejectionData);
    } else if (t.name === EVENTS.read) {
      if (!myRuns.has(env.runId)) return;
      observed.lastObserved = performance.now();
      const key = `${t.deviceId}/${env.runId}`;
      let s = seen.get(key);
      if (!s) {
        s = { max: Number.NEGATIVE_INFINITY, set: new Set() };
        seen.set(key, s);
      }
      if (s.set.has(env.seq)) observed.duplicated += 1;
      else {
        if (env.seq < s.max) observed.outOfOrder += 1;
        s.set.add(env.seq);
        s.max = Math.max(s.max, env.seq);
        observed.delivered += 1;
      }
    } else if (t.name === EVENTS.pass) {
      const data = env.data as PassData;
      if (!myRuns.has(data?.sourceRunId) || !firstTime(env)) return;
      observed.lastObserved = performance.now();
      if (data.direction === 'arrived') observed.arrived += 1;
      else observed.departed += 1;
    } else if (t.name === EVENTS.routeConfirmed) {
      const data = env.data as RouteConfirmedData;
      if (!myRuns.has(data?.sourceRunId) || !firstTime(env)) return;
      observed.lastObserved = performance.now();
      observed.confirmations += 1;
      observed.routes.push(data.routeCode);
    }
  });
  const portalTopics = [EVENTS.read, EVENTS.pass, EVENTS.routeConfirmed].map(
    (n) => `${TOPIC_ROOT}/+/portal/+/evt/${n}`,
  );
  await observer.subscribeAsync(
    [...portalTopics, `${TOPIC_ROOT}/+/+/+/evt/${REJECTED_EVENT}`, SIM_NOTICE_TOPIC],
    {
      qos: 1,
    },
  );
  return {
    observed,
    end: () => {
      ending = true;
      return observer.endAsync();
    },
  };
}
