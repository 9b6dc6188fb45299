import { randomUUID } from 'node:crypto';
import type { AuthenticateError, Client } from 'aedes';
import { parseDeviceTopic } from '../../src/domain/devices';

/**
 * Who may do what on the embedded broker's TCP port (issue 32; simulator/README.md "Broker"):
 *
 * | user | password | may |
 * |---|---|---|
 * | `wh-device` | `MQTT_DEVICE_PASSWORD`, else a random one per start | everything: the simulator's own emulators and device platform |
 * | `wh-operator` | `MQTT_OPERATOR_PASSWORD`, else `wh-operator` | publish events and commands (the CLI, testers, mosquitto_pub); never a retained `state` |
 * | anonymous | — | only with `MQTT_ANONYMOUS=1` (a local lab), as an operator |
 *
 * A retained `state` is the device's own word about itself (DESIGN §6): only the simulator's
 * devices write it, so no client can make a light look lit or a portal look online.
 */
export type MqttRole = 'device' | 'operator';

export const DEVICE_USER = 'wh-device';
export const OPERATOR_USER = 'wh-operator';
export const DEFAULT_OPERATOR_PASSWORD = 'wh-operator';

export interface BrokerAuth {
  /** password of `wh-device` (default: random, so only this process knows it) */
  devicePassword?: string;
  /** password of `wh-operator` (default `wh-operator`, documented) */
  operatorPassword?: string;
  /** let clients in without a user name, as operators (default false) */
  anonymous?: boolean;
}

/** CONNACK return code 4 (MQTT 3.1.1 §3.2.2.3): bad user name or password. */
const BAD_CREDENTIALS = 4;

export function brokerAccess(auth: BrokerAuth = {}) {
  const devicePassword = auth.devicePassword || randomUUID().replaceAll('-', '');
  const operatorPassword = auth.operatorPassword || DEFAULT_OPERATOR_PASSWORD;
  const roles = new WeakMap<Client, MqttRole>();
  const url = (user: string, password: string, host: string, port: number) =>
    `mqtt://${user}:${encodeURIComponent(password)}@${host}:${port}`;

  return {
    /** the URL the simulator's own clients use (emulators, platform) */
    deviceUrl: (host: string, port: number) => url(DEVICE_USER, devicePassword, host, port),
    /** the URL an operator's tool uses (the CLI, tests acting as a tester) */
    operatorUrl: (host: string, port: number) => url(OPERATOR_USER, operatorPassword, host, port),
    roleOf: (client: Client | null): MqttRole | undefined => (client ? roles.get(client) : undefined),

    /** aedes `authenticate` */
    authenticate(
      client: Client,
      username: string | undefined,
      password: Buffer | undefined,
      done: (error: AuthenticateError | null, success: boolean | null) => void,
    ): void {
      const given = password?.toString() ?? '';
      const role: MqttRole | null =
        username === DEVICE_USER && given === devicePassword
          ? 'device'
          : username === OPERATOR_USER && given === operatorPassword
            ? 'operator'
            : !username && !password && auth.anonymous
              ? 'operator'
              : null;
      if (!role) {
        const error = new Error(
          username ? 'bad user name or password' : 'anonymous access is off (MQTT_ANONYMOUS=1 turns it on)',
        ) as AuthenticateError;
        error.returnCode = BAD_CREDENTIALS;
        done(error, false);
        return;
      }
      roles.set(client, role);
      done(null, true);
    },

    /** Why `client` may not publish on `topic`, or null when it may. The broker itself (null
     * client: wills of a dead broker, its own messages) always may. */
    refusal(client: Client | null, topic: string): string | null {
      if (!client) return null;
      if (parseDeviceTopic(topic)?.kind === 'state' && roles.get(client) !== 'device')
        return `${topic}: a device's retained state is written by the device only`;
      return null;
    },
  };
}

export type BrokerAccess = ReturnType<typeof brokerAccess>;
