import type { DeviceRecord } from '../store/devices.repo';
import { CounterEmulator } from './emulators/counter';
import type { DeviceEmulator, EmulatorContext } from './emulators/emulator';
import { LightEmulator } from './emulators/light';
import { PortalEmulator } from './emulators/portal';

type AnyEmulator = LightEmulator | PortalEmulator | CounterEmulator;

export interface SyncOptions {
  /** a simulator reset: lights go dark, counters go back to their stored totals */
  reset?: boolean;
  /** a new counter starts from its stored running total */
  counterOf?: (deviceId: string) => number;
}

const fingerprint = (d: DeviceRecord) =>
  JSON.stringify([
    d.companyDocument,
    d.type,
    d.deviceName,
    d.street,
    d.position,
    d.controller,
    d.deviceIP,
    d.dock,
  ]);

/**
 * One emulator per stored device of one simulator session (controllers are layout records, not
 * MQTT clients). `sync()` brings the running emulators in line with the store after an import, a
 * placement or a reset: new devices start, removed ones leave (their retained state is cleared),
 * changed ones republish their state.
 */
export class EmulatorFleet {
  private readonly running = new Map<string, { emulator: AnyEmulator; fingerprint: string }>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly context: EmulatorContext) {}

  get size(): number {
    return this.running.size;
  }

  get<T extends DeviceEmulator = AnyEmulator>(id: string): T | undefined {
    return this.running.get(id)?.emulator as T | undefined;
  }

  ids(): string[] {
    return [...this.running.keys()];
  }

  /** Serialised: a burst of changes never races two syncs. */
  sync(devices: DeviceRecord[], options: SyncOptions = {}): Promise<void> {
    this.queue = this.queue.then(() => this.apply(devices, options)).catch(() => undefined);
    return this.queue;
  }

  private async apply(devices: DeviceRecord[], options: SyncOptions): Promise<void> {
    const wanted = new Map(devices.filter((d) => d.type !== 'controller').map((d) => [d.id, d]));
    const leaving = [...this.running.entries()].filter(
      ([id, r]) =>
        !wanted.has(id) ||
        wanted.get(id)?.type !== r.emulator.type ||
        wanted.get(id)?.companyDocument !== r.emulator.company,
    );
    await Promise.all(
      leaving.map(async ([id, r]) => {
        this.running.delete(id);
        await r.emulator.stop({ clear: true });
      }),
    );
    const starting: Promise<void>[] = [];
    for (const device of wanted.values()) {
      const current = this.running.get(device.id);
      const print = fingerprint(device);
      if (!current) {
        const emulator = this.create(device, options.counterOf?.(device.id) ?? 0);
        this.running.set(device.id, { emulator, fingerprint: print });
        starting.push(emulator.start().catch(() => undefined));
      } else if (current.fingerprint !== print) {
        current.fingerprint = print;
        starting.push(this.update(current.emulator, device));
      } else if (options.reset && current.emulator instanceof LightEmulator) {
        starting.push(current.emulator.reset());
      } else if (options.reset && current.emulator instanceof CounterEmulator) {
        starting.push(current.emulator.restore(options.counterOf?.(device.id) ?? 0));
      }
    }
    await Promise.all(starting);
  }

  private create(d: DeviceRecord, counter: number): AnyEmulator {
    if (d.type === 'light') {
      return new LightEmulator(
        d.companyDocument,
        d.id,
        { street: d.street, position: d.position, controller: d.controller },
        this.context,
      );
    }
    if (d.type === 'portal')
      return new PortalEmulator(d.companyDocument, d.id, { dock: d.dock }, this.context);
    return new CounterEmulator(
      d.companyDocument,
      d.id,
      { deviceName: d.deviceName, deviceIP: d.deviceIP ?? '' },
      this.context,
      counter,
    );
  }

  private async update(emulator: AnyEmulator, d: DeviceRecord): Promise<void> {
    if (emulator instanceof LightEmulator)
      await emulator.place({ street: d.street, position: d.position, controller: d.controller });
    else if (emulator instanceof PortalEmulator) await emulator.configure({ dock: d.dock });
    else await emulator.rename({ deviceName: d.deviceName, deviceIP: d.deviceIP ?? '' });
  }

  async stopAll(): Promise<void> {
    await this.queue;
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(all.map((r) => r.emulator.stop()));
  }
}
