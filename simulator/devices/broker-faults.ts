import type { AedesPublishPacket, Client } from 'aedes';
import { parseEnvelope } from '../../src/domain/devices';
import {
  type BrokerNotice,
  type BrokerStatus,
  type DeliveryFault,
  type DeliveryFaultRequest,
  deviceOfClient,
  SIM_NOTICE_TOPIC,
} from '../../src/domain/devices-broker';
import { compileTopicFilter } from '../http/patterns';
import type { NewJournalEntry } from '../plugins/journal-ring';
import type { DeliveryDecision, EmbeddedBroker } from './broker';

export interface BrokerFaultsContext {
  broker: EmbeddedBroker;
  /** the session's simulated clock (journal, notices) */
  now: () => Date;
  /** the session's journal */
  journal: (entry: NewJournalEntry) => void;
}

interface ActiveFault extends DeliveryFault {
  filter: RegExp;
  timer: NodeJS.Timeout;
  /** settles when the fault ends (a pause's held messages then go) */
  ended: Promise<void>;
  finish: () => void;
}

/** Publishes what the simulator did on `wh-sim/notice` (a replay's report names it). */
export function publishNotice(broker: EmbeddedBroker, notice: BrokerNotice): void {
  broker.publish(SIM_NOTICE_TOPIC, Buffer.from(JSON.stringify(notice)));
}

/** The run and seq of an envelope payload, so a notice says whose message it touched. */
export function envelopeIds(payload: Buffer | string | undefined): Pick<BrokerNotice, 'runId' | 'seq'> {
  const envelope = payload && payload.length < 64 * 1024 ? parseEnvelope(payload) : null;
  return { runId: envelope?.runId ?? null, seq: envelope?.seq ?? null };
}

/**
 * Broker faults on demand (issue 32), on the embedded broker only: disconnect every client or
 * those of one company or device, restart the broker (persistence kept: retained states,
 * persistent sessions and their QoS 1 queues survive), and for N seconds on a topic filter pause
 * delivery (publishes — and their PUBACKs — are held until the pause ends), duplicate or reorder
 * it. Every action and every message a fault touches is journaled (a `fault` entry) and announced
 * on `wh-sim/notice`.
 */
export class BrokerFaults {
  private faults: ActiveFault[] = [];
  private nextId = 1;
  private restarts = 0;

  constructor(private readonly context: BrokerFaultsContext) {
    context.broker.setDeliveryGate((packet, client) => this.decide(packet, client));
  }

  status(): BrokerStatus {
    return {
      available: true,
      clients: this.context.broker.clientIds().map((id) => {
        const device = deviceOfClient(id);
        return { id, company: device?.company ?? null, deviceId: device?.deviceId ?? null };
      }),
      faults: this.faults.map(({ id, kind, topic, until, applied }) => ({ id, kind, topic, until, applied })),
      restarts: this.restarts,
    };
  }

  /** Closes the connections of every client, or of one company's or one device's emulator. */
  disconnect(which: { company?: string; deviceId?: string }): string[] {
    const closed = this.context.broker.disconnect((clientId) => {
      if (!which.company && !which.deviceId) return true;
      const device = deviceOfClient(clientId);
      if (!device) return false;
      return (
        (!which.company || device.company === which.company) &&
        (!which.deviceId || device.deviceId === which.deviceId)
      );
    });
    const scope = which.deviceId ?? which.company ?? 'all';
    this.action('disconnect', `${closed.length} client(s) of ${scope}`, '#');
    return closed;
  }

  async restart(): Promise<void> {
    await this.context.broker.restart();
    this.restarts += 1;
    // after the restart: a persistent subscriber gets it once it is back
    this.action('restart', `restart ${this.restarts}`, '#');
  }

  add(request: DeliveryFaultRequest): DeliveryFault {
    const id = `${request.kind}-${this.nextId++}`;
    let finish = () => undefined as void;
    const ended = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const fault: ActiveFault = {
      id,
      kind: request.kind,
      topic: request.topic,
      until: new Date(Date.now() + request.seconds * 1000).toISOString(),
      applied: 0,
      filter: compileTopicFilter(request.topic),
      timer: setTimeout(() => this.end(id), request.seconds * 1000),
      ended,
      finish,
    };
    fault.timer.unref();
    this.faults.push(fault);
    this.action(request.kind, `${request.kind} ${request.seconds} s (${id})`, request.topic);
    return this.view(fault);
  }

  /** Ends a fault now (a pause lets its held messages go); false when there is no such fault. */
  end(id: string): boolean {
    const fault = this.faults.find((f) => f.id === id);
    if (!fault) return false;
    clearTimeout(fault.timer);
    this.faults = this.faults.filter((f) => f !== fault);
    fault.finish();
    return true;
  }

  /** Ends every fault (the broker's gate stays, idle). */
  clear(): void {
    for (const fault of [...this.faults]) this.end(fault.id);
  }

  private view({ id, kind, topic, until, applied }: ActiveFault): DeliveryFault {
    return { id, kind, topic, until, applied };
  }

  private decide(packet: AedesPublishPacket, client: Client | null): DeliveryDecision | null {
    if (packet.topic.startsWith('$') || packet.topic === SIM_NOTICE_TOPIC) return null;
    const matching = this.faults.filter((f) => f.filter.test(packet.topic));
    if (!matching.length) return null;
    const decision: DeliveryDecision = {};
    const pauses: Promise<void>[] = [];
    for (const fault of matching) {
      fault.applied += 1;
      if (fault.kind === 'pause') pauses.push(fault.ended);
      else decision[fault.kind] = true;
      this.touched(fault, packet, client);
    }
    if (pauses.length) decision.hold = Promise.all(pauses).then(() => undefined);
    return decision;
  }

  /** One message a fault acted on: a journal entry and a notice naming its run and seq. */
  private touched(fault: ActiveFault, packet: AedesPublishPacket, client: Client | null): void {
    this.context.journal({
      kind: 'mqtt',
      topic: packet.topic,
      direction: 'in',
      clientId: client?.id,
      qos: packet.qos,
      fault: { rules: [fault.id], effects: [fault.kind] },
    });
    publishNotice(this.context.broker, {
      kind: fault.kind,
      at: this.context.now().toISOString(),
      id: fault.id,
      effect: fault.kind,
      topic: packet.topic,
      ...envelopeIds(packet.payload as Buffer),
    });
  }

  /** A control action: journaled and announced. */
  private action(kind: BrokerNotice['kind'], effect: string, topic: string): void {
    this.context.journal({
      kind: 'mqtt',
      topic,
      direction: 'in',
      fault: { rules: ['broker'], effects: [effect] },
    });
    publishNotice(this.context.broker, {
      kind,
      at: this.context.now().toISOString(),
      id: null,
      effect,
      topic: null,
      runId: null,
      seq: null,
    });
  }
}
