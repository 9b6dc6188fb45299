import type { MqttClient } from 'mqtt';
import { useEffect, useSyncExternalStore } from 'react';
import {
  type CountData,
  companyFeedTopics,
  type DeviceStateData,
  type DeviceStatus,
  type Envelope,
  EVENTS,
  type MqttDeviceType,
  type PassData,
  parseDeviceTopic,
  parseEnvelope,
  type RouteConfirmedData,
} from '../domain/devices';
import { REJECTED_EVENT, type RejectionData } from '../domain/devices-events';
import { getAccessToken } from './session-store';

/**
 * The console's live device feed (DESIGN §4, §6): mqtt.js over WebSocket at `/mqtt` on the
 * console's origin, subscribed to `wh/{company}/+/+/state` and `wh/{company}/+/+/evt/#`. Lights
 * change colour as soon as their retained state changes (the 15 s refresh of GET /devices is the
 * fallback), and recent portal passes, route confirmations and counter events feed a panel.
 *
 * Cheap re-renders: each device has its own subscribers (`useLiveDevice(id)` re-renders only the
 * component showing that device); the event list has its own. mqtt.js is loaded on first use.
 */

export interface LiveDeviceState {
  status: DeviceStatus;
  data: Record<string, unknown>;
  ts: string;
}

export type FeedEventKind = 'arrived' | 'departed' | 'routeConfirmed' | 'count' | 'confirm' | 'rejected';

export interface FeedEvent {
  /** unique within the feed (publisher run, seq) */
  key: string;
  kind: FeedEventKind;
  type: MqttDeviceType;
  deviceId: string;
  ts: string;
  /** what the panel shows: EPC and dock of a pass, route code and orders, counter total… */
  detail: Record<string, string | number | null>;
}

export type FeedMessage =
  | { kind: 'state'; deviceId: string; state: LiveDeviceState | null }
  | { kind: 'event'; event: FeedEvent }
  | null;

const MAX_EVENTS = 50;

/** What one MQTT message means to the console (pure: the unit tests feed it messages). */
export function feedMessage(topic: string, payload: Uint8Array | string): FeedMessage {
  const t = parseDeviceTopic(topic);
  if (!t) return null;
  if (t.kind === 'state') {
    if (payload.length === 0) return { kind: 'state', deviceId: t.deviceId, state: null };
    const env = parseEnvelope<DeviceStateData>(payload);
    if (!env?.data || typeof env.data.status !== 'string') return null;
    const { status, ...data } = env.data;
    return { kind: 'state', deviceId: t.deviceId, state: { status, data, ts: env.ts } };
  }
  if (t.kind !== 'evt') return null;
  const env = parseEnvelope(payload);
  if (!env) return null;
  const base = {
    key: `${env.deviceId}/${env.runId}/${env.seq}`,
    type: t.type,
    deviceId: t.deviceId,
    ts: env.ts,
  };
  if (t.name === EVENTS.pass) {
    const d = (env as Envelope<PassData>).data;
    return {
      kind: 'event',
      event: {
        ...base,
        kind: d.direction,
        detail: { epcHex: d.epcHex, dock: d.dock, seenCount: d.seenCount },
      },
    };
  }
  if (t.name === EVENTS.routeConfirmed) {
    const d = (env as Envelope<RouteConfirmedData>).data;
    return {
      kind: 'event',
      event: {
        ...base,
        kind: 'routeConfirmed',
        detail: { routeCode: d.routeCode, orders: d.orders.join(', '), dock: d.dock, epcHex: d.epcHex },
      },
    };
  }
  if (t.name === EVENTS.count) {
    const d = (env as Envelope<CountData>).data;
    return {
      kind: 'event',
      event: {
        ...base,
        kind: 'count',
        detail: { deviceName: d.deviceName, counter: d.counter, increment: d.increment },
      },
    };
  }
  if (t.name === EVENTS.confirm) {
    const d = (env as Envelope<{ quantity: number }>).data;
    return { kind: 'event', event: { ...base, kind: 'confirm', detail: { quantity: d.quantity } } };
  }
  if (t.name === REJECTED_EVENT) {
    // the platform refused one of this device's events (issue 32): the engineer sees why
    const d = (env as Envelope<RejectionData>).data;
    return {
      kind: 'event',
      event: { ...base, kind: 'rejected', detail: { event: d.event, reason: d.reason, message: d.message } },
    };
  }
  // raw reads are too many for a panel; the passes made from them are shown instead
  return null;
}

export type FeedStatus = 'idle' | 'connecting' | 'online' | 'offline';

/** `ws://host/mqtt` (or wss) on the console's own origin (vite proxies it in development). */
export const feedUrl = (origin: string) => `${origin.replace(/^http/, 'ws')}/mqtt`;

class DeviceFeed {
  private client: MqttClient | null = null;
  private company: string | null = null;
  private users = 0;
  private readonly states = new Map<string, LiveDeviceState | null>();
  private readonly deviceListeners = new Map<string, Set<() => void>>();
  private events: FeedEvent[] = [];
  private readonly eventListeners = new Set<() => void>();
  private status: FeedStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();
  private readonly anyListeners = new Set<() => void>();

  /** One connection for every screen that needs it; switching company resubscribes. */
  acquire(company: string): () => void {
    this.users += 1;
    if (this.company !== company) void this.connect(company);
    return () => {
      this.users -= 1;
      // a short grace period: navigating between device screens keeps the connection
      setTimeout(() => {
        if (this.users === 0) this.disconnect();
      }, 2000);
    };
  }

  private async connect(company: string): Promise<void> {
    this.disconnect();
    this.company = company;
    this.setStatus('connecting');
    const { default: mqtt } = await import('mqtt');
    if (this.company !== company) return;
    const client = mqtt.connect(feedUrl(window.location.origin), {
      clientId: `console-${Math.random().toString(16).slice(2, 10)}`,
      // the simulator's /mqtt takes the access token as the password and lets a user subscribe
      // to the companies it may view only (simulator/devices/mqtt-websocket.ts, doc 1 §6)
      username: 'token',
      password: getAccessToken() ?? '',
      reconnectPeriod: 2000,
      connectTimeout: 5000,
    });
    this.client = client;
    client.on('connect', () => {
      this.setStatus('online');
      client.subscribe(companyFeedTopics(company), { qos: 0 });
    });
    client.on('close', () => this.setStatus('offline'));
    client.on('error', () => this.setStatus('offline'));
    client.on('message', (topic, payload) => this.receive(topic, payload));
  }

  private disconnect(): void {
    this.client?.end(true);
    this.client = null;
    this.company = null;
    this.states.clear();
    this.events = [];
    for (const set of this.deviceListeners.values()) for (const l of set) l();
    for (const l of this.eventListeners) l();
    this.setStatus('idle');
  }

  /** Applies one message (exported through `deviceFeed` for tests and tools). */
  receive(topic: string, payload: Uint8Array | string): void {
    const message = feedMessage(topic, payload);
    if (!message) return;
    for (const l of this.anyListeners) l();
    if (message.kind === 'state') {
      this.states.set(message.deviceId, message.state);
      for (const l of this.deviceListeners.get(message.deviceId) ?? []) l();
      return;
    }
    if (this.events.some((e) => e.key === message.event.key)) return;
    this.events = [message.event, ...this.events].slice(0, MAX_EVENTS);
    for (const l of this.eventListeners) l();
  }

  private setStatus(status: FeedStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const l of this.statusListeners) l();
  }

  subscribeDevice = (deviceId: string, listener: () => void) => {
    let set = this.deviceListeners.get(deviceId);
    if (!set) {
      set = new Set();
      this.deviceListeners.set(deviceId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  /** undefined: nothing heard yet; null: the retained state was cleared */
  deviceState = (deviceId: string): LiveDeviceState | null | undefined => this.states.get(deviceId);
  subscribeEvents = (listener: () => void) => {
    this.eventListeners.add(listener);
    return () => {
      this.eventListeners.delete(listener);
    };
  };
  eventList = () => this.events;
  subscribeStatus = (listener: () => void) => {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  };
  feedStatus = () => this.status;
  /** Any state or event of the company (no re-render: callers decide what to do). */
  onActivity = (listener: () => void) => {
    this.anyListeners.add(listener);
    return () => {
      this.anyListeners.delete(listener);
    };
  };
}

export const deviceFeed = new DeviceFeed();

/** Keeps the feed connected for `company` while the calling screen is mounted. */
export function useDeviceFeed(company: string | null): FeedStatus {
  useEffect(() => (company ? deviceFeed.acquire(company) : undefined), [company]);
  return useSyncExternalStore(deviceFeed.subscribeStatus, deviceFeed.feedStatus);
}

/** The live state of one device; only the caller re-renders when it changes. */
export function useLiveDevice(deviceId: string): LiveDeviceState | null | undefined {
  return useSyncExternalStore(
    (listener) => deviceFeed.subscribeDevice(deviceId, listener),
    () => deviceFeed.deviceState(deviceId),
  );
}

/** Calls `refresh` at most once per `everyMs` while feed messages keep coming (e.g. to refetch
 * totals computed by the server). No re-render of the caller. */
export function useRefreshOnActivity(refresh: () => void, everyMs = 1000): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = deviceFeed.onActivity(() => {
      timer ??= setTimeout(() => {
        timer = null;
        refresh();
      }, everyMs);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [refresh, everyMs]);
}

/** The most recent passes, confirmations and counter events, newest first. */
export function useFeedEvents(): FeedEvent[] {
  return useSyncExternalStore(deviceFeed.subscribeEvents, deviceFeed.eventList);
}
