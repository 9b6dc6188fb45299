import { connectAsync } from 'mqtt';
import {
  type Envelope,
  EVENTS,
  type PassData,
  parseDeviceTopic,
  parseEnvelope,
  type RouteConfirmedData,
  TOPIC_ROOT,
} from '../../../src/domain/devices';

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
  };
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
  observer.on('message', (topic, payload) => {
    const t = parseDeviceTopic(topic);
    const env = parseEnvelope(payload);
    if (!t || !env) return;
    if (t.name === EVENTS.read) {
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
  await observer.subscribeAsync(portalTopics, { qos: 1 });
  return { observed, end: () => observer.endAsync() };
}
