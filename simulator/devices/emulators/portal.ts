import { ArkErrors } from 'arktype';
import { type AckData, EVENTS, portalPassCommand, SCHEMAS, type TagRead } from '../../../src/domain/devices';
import { createPrng, type Prng } from '../../seed/prng';
import { DeviceEmulator, type EmulatorContext, unknownCommand } from './emulator';

export interface PortalSettings {
  /** the dock the portal watches (its passes confirm the route at that dock) */
  dock: string | null;
  /** sightings per second of a tag in the field (default 10) */
  readRateHz?: number;
  /** reader-side deduplication: the sightings of one tag inside this window go out as one tag
   * report with their `seenCount`, like an LLRP reader's report aggregation (default 500 ms) */
  dedupWindowMs?: number;
  antennaPorts?: number;
}

const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/**
 * An RFID portal (doc 1 §1) publishing LLRP-like tag reads on `evt/read` (DESIGN §6: epcHex,
 * antennaPort, peakRssiCdbm, firstSeen, lastSeen, seenCount). The platform turns its reads into
 * arrived/departed passes (src/domain/devices-portal.ts). Command `pass` {epcHex, durationMs?,
 * antennaPort?} plays a tag crossing the portal: it stays in the field `durationMs` (default
 * 1500), seen `readRateHz` times a second, reported once per dedup window.
 */
export class PortalEmulator extends DeviceEmulator<Record<string, unknown>> {
  private readonly prng: Prng;
  private readonly timers = new Set<NodeJS.Timeout>();
  readsSent = 0;

  constructor(
    company: string,
    deviceId: string,
    private settings: PortalSettings,
    context: EmulatorContext,
  ) {
    super('portal', company, deviceId, context);
    this.prng = createPrng(hash(deviceId));
  }

  get readRateHz() {
    return this.settings.readRateHz ?? 10;
  }
  get dedupWindowMs() {
    return this.settings.dedupWindowMs ?? 500;
  }

  protected stateData() {
    return {
      dock: this.settings.dock,
      readRateHz: this.readRateHz,
      dedupWindowMs: this.dedupWindowMs,
      antennaPorts: this.settings.antennaPorts ?? 2,
    };
  }

  async configure(settings: PortalSettings): Promise<void> {
    this.settings = settings;
    await this.publishState();
  }

  /** Publishes one tag report now (the CLI's generator and tests use it directly). */
  async read(read: TagRead, correlationId: string | null = null): Promise<void> {
    this.readsSent += 1;
    await this.publishEvent(EVENTS.read, SCHEMAS.read, read, correlationId);
  }

  /** A tag crossing the portal; resolves with the number of reports sent once it has left. */
  simulatePass(
    epcHex: string,
    durationMs = 1500,
    antennaPort = 1,
    correlationId: string | null = null,
  ): Promise<number> {
    const sightingMs = 1000 / this.readRateHz;
    const windowMs = Math.max(this.dedupWindowMs, sightingMs);
    const start = this.context.now().getTime();
    let reports = 0;
    return new Promise((resolve) => {
      const report = async (from: number, to: number) => {
        const sightings = Math.max(1, Math.round((to - from) / sightingMs));
        reports += 1;
        await this.read(
          {
            epcHex: epcHex.toUpperCase(),
            antennaPort,
            peakRssiCdbm: -this.prng.int(3500, 6500),
            firstSeen: new Date(from).toISOString(),
            lastSeen: new Date(to).toISOString(),
            seenCount: sightings,
          },
          correlationId,
        );
      };
      // Event time runs from the simulated "now" at the start by wall-clock elapsed time, so a
      // frozen simulated clock still lets the pass end.
      const wallStart = Date.now();
      const elapsed = () => Math.min(Date.now() - wallStart, durationMs);
      let from = start;
      const tick = () => {
        const spent = elapsed();
        // The last window is cut at the pass's end, which can fall before the next sighting
        // would have been: such a report starts where it ends (firstSeen ≤ lastSeen always).
        void report(Math.min(from, start + spent), start + spent).then(() => {
          from = start + spent + sightingMs;
          if (spent >= durationMs) resolve(reports);
          else schedule();
        });
      };
      const schedule = () => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          tick();
        }, windowMs);
        this.timers.add(timer);
      };
      // The first sighting is reported at once, so the pass arrives without waiting a window.
      void report(start, start).then(() => {
        from = start + sightingMs;
        schedule();
      });
    });
  }

  async stop(options: { clear?: boolean } = {}): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await super.stop(options);
  }

  protected async command(name: string, data: unknown, correlationId: string | null): Promise<AckData> {
    if (name !== 'pass') return unknownCommand(name);
    const input = portalPassCommand(data);
    if (input instanceof ArkErrors) return { command: name, ok: false, error: input.summary };
    // Acknowledged at once; the reads follow for the pass's duration.
    void this.simulatePass(input.epcHex, input.durationMs ?? 1500, input.antennaPort ?? 1, correlationId);
    return { command: name, ok: true };
  }
}
