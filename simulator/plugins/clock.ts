import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionValues } from '../store/session-values';

/**
 * A simulated clock per simulator session (DESIGN §5): every "now" in the simulator — dates of new
 * records, SLAs, late colours, device timestamps — reads `request.now()` (or `app.clockOf(s).now()`
 * outside a request), never `new Date()`. By default it follows the wall clock; a tester can set it
 * to a fixed instant or shift it (the /__sim clock routes), per session.
 */
export class SimClock {
  /** fixed instant (ms) when frozen; null follows the wall clock */
  private fixed: number | null = null;
  /** shift (ms) added to the wall clock when not frozen */
  private offset = 0;

  now(): Date {
    return new Date(this.fixed ?? Date.now() + this.offset);
  }

  /** freeze at `at` (null: follow the wall clock again, with no shift) */
  set(at: Date | null): void {
    this.fixed = at ? at.getTime() : null;
    this.offset = 0;
  }

  /** move forward (or back, negative) by `ms`, frozen or not */
  advance(ms: number): void {
    if (this.fixed !== null) this.fixed += ms;
    else this.offset += ms;
  }

  state(): ClockState {
    return { now: this.now().toISOString(), frozen: this.fixed !== null, offsetMs: this.offset };
  }

  /** what a snapshot keeps: the frozen instant or the shift */
  export(): ClockSetting {
    return { fixed: this.fixed, offset: this.offset };
  }

  import(setting: ClockSetting): void {
    this.fixed = setting.fixed;
    this.offset = setting.offset;
  }
}

export interface ClockState {
  now: string;
  frozen: boolean;
  offsetMs: number;
}

export interface ClockSetting {
  fixed: number | null;
  offset: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    clockOf(session: string): SimClock;
  }
  interface FastifyRequest {
    /** the simulated "now" of this request's simulator session */
    now(): Date;
  }
}

export const clockPlugin = fp(
  async (app: FastifyInstance) => {
    const clocks = new SessionValues<SimClock>();
    const clockOf = (session: string) => clocks.of(session, () => new SimClock());
    app.decorate('clockOf', clockOf);
    app.decorateRequest('now', function now(this: { simSession: string }) {
      return clockOf(this.simSession).now();
    });
  },
  { name: 'clock', dependencies: ['sim-session'] },
);
