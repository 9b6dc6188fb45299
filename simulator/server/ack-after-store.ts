import type { BrokerHooks } from '../devices/broker';
import type { DevicePlatform } from '../devices/platform';

/**
 * The embedded broker's hooks that make a PUBACK mean "stored" (issue 18 "nothing lost").
 * aedes answers a QoS 1 publish with PUBACK before it routes the message, and the device platform
 * got it afterwards through its own connection: a simulator killed in between lost reads the
 * device had been told were received (tests/api/durability lost 3 counts in 250). So the platform
 * takes the device events it stores (reads, counts) in process, before the PUBACK, and the broker
 * does not forward those same messages to the platform's client; states (wills included, which
 * the broker publishes itself) still reach it by subscription.
 *
 * `platform` is a getter: the platform exists once the app is ready; a message taken before that
 * is routed as usual. Which messages were taken is remembered by their payload, the one Buffer
 * aedes hands from the publish to every delivery.
 */
export function ackAfterStore(platform: () => DevicePlatform | null): BrokerHooks {
  const taken = new WeakSet<Buffer>();
  return {
    beforeAck: (packet) => {
      const taker = platform();
      const payload = packet.payload as Buffer;
      if (!taker?.stores(packet.topic) || payload.length === 0) return;
      taker.ingest(packet.topic, payload);
      taken.add(payload);
    },
    authorizeForward: (client, packet) =>
      client.id === platform()?.clientId && taken.has(packet.payload as Buffer) ? null : packet,
  };
}
