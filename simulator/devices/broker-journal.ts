import type { FastifyInstance } from 'fastify';
import { keptText } from '../plugins/journal-bodies';
import type { Slot } from '../plugins/journal-slot';
import type { EmbeddedBroker } from './broker';
import { envelopeIds, publishNotice } from './broker-faults';
import { toLine } from './tools/jsonl';

/**
 * Puts the embedded broker's traffic into the simulator's test controls (issue 5: "HTTP and MQTT
 * in one log", "fault rules per MQTT topic"): every accepted publish is journaled (kind mqtt), and
 * every client publish first passes the session's topic fault rules (delay or drop; a dropped one
 * is journaled by the gate since it never reaches the listeners). MQTT carries no x-sim-session,
 * so the traffic belongs to the session whose devices are emulated (the default one).
 */
export function journalBrokerTraffic(app: FastifyInstance, broker: EmbeddedBroker, session: string): void {
  broker.onPublish((packet, client) => {
    if (packet.topic.startsWith('$SYS')) return;
    app.journalOf(session).add({
      kind: 'mqtt',
      topic: packet.topic,
      direction: 'in',
      clientId: client?.id,
      qos: packet.qos,
      retain: packet.retain,
      bytes: packet.payload.length,
      payload: packet.payload, // kept by reference, capped (plugins/journal-bodies.ts)
    });
  });
  broker.setPublishGate((packet, client) => {
    const decision = app.faultsOf(session).forTopic(packet.topic);
    if (!decision) return null;
    // a replay's report names the rule next to the losses it explains (issue 32)
    publishNotice(broker, {
      kind: 'rule',
      at: app.clockOf(session).now().toISOString(),
      id: decision.rules.join(', '),
      effect: decision.effects.join(', '),
      topic: packet.topic,
      ...envelopeIds(packet.payload as Buffer),
    });
    if (decision.drop) {
      app.journalOf(session).add({
        kind: 'mqtt',
        topic: packet.topic,
        direction: 'in',
        clientId: client?.id,
        dropped: true,
        fault: { rules: decision.rules, effects: decision.effects },
      });
    }
    return { drop: decision.drop, delayMs: decision.delayMs };
  });
}

/**
 * The MQTT messages of a journal as a device traffic file (tools/jsonl.ts: `t` from the first
 * message, topic, qos, retain, payload), the format `npm run devices -- replay` reads (issue 29).
 * A message without a payload (dropped by a fault) or whose payload the journal kept only the head
 * of cannot be published again: it is left out and counted in `left`.
 */
export function trafficOf(slots: Slot[]): { text: string; lines: number; left: number } {
  const mqtt = slots.filter((s) => s.kind === 'mqtt');
  const start = mqtt[0]?.atTime ?? 0;
  const out: string[] = [];
  for (const slot of mqtt) {
    const kept = slot.response ? keptText(slot.response) : null;
    if (!kept || kept.truncated) continue;
    out.push(
      JSON.stringify(toLine(slot.atTime - start, slot.topic, slot.qos ?? 0, slot.retain ?? false, kept.text)),
    );
  }
  return { text: out.length ? `${out.join('\n')}\n` : '', lines: out.length, left: mqtt.length - out.length };
}
