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
  /** shift (ms) added to the wall clock when not frozen and running at rate 1 */
  private offset = 0;
  /** simulated ms per wall ms when running (issue 19, "run at speed"); 1 = the wall clock's pace */
  private rate = 1;
  /** at rate ≠ 1: the simulated instant and the wall instant the run started from */
  private anchorSim = 0;
  private anchorWall = 0;

  now(): Date {
    if (this.fixed !== null) return new Date(this.fixed);
    if (this.rate !== 1) return new Date(this.anchorSim + (Date.now() - this.anchorWall) * this.rate);
    return new Date(Date.now() + this.offset);
  }

  /** freeze at `at` (null: follow the wall clock again, with no shift, at its pace) */
  set(at: Date | null): void {
    this.fixed = at ? at.getTime() : null;
    this.offset = 0;
    this.rate = 1;
  }

  /** move forward (or back, negative) by `ms`, frozen, shifted or running */
  advance(ms: number): void {
    if (this.fixed !== null) this.fixed += ms;
    else if (this.rate !== 1) this.anchorSim += ms;
    else this.offset += ms;
  }

  /** run from now on at `rate` simulated ms per wall ms (a frozen clock starts running) */
  setRate(rate: number): void {
    const now = this.now().getTime();
    const wall = Date.now();
    this.fixed = null;
    this.rate = rate;
    if (rate === 1) this.offset = now - wall;
    else {
      this.anchorSim = now;
      this.anchorWall = wall;
    }
  }

  state(): ClockState {
    return {
      now: this.now().toISOString(),
      frozen: this.fixed !== null,
      offsetMs: this.fixed === null && this.rate !== 1 ? this.now().getTime() - Date.now() : this.offset,
      rate: this.fixed === null ? this.rate : 0,
    };
  }

  /** what a snapshot keeps: the frozen instant or the shift (a running clock as where it is now) */
  export(): ClockSetting {
    if (this.fixed === null && this.rate !== 1)
      return { fixed: null, offset: this.now().getTime() - Date.now(), rate: this.rate };
    return { fixed: this.fixed, offset: this.offset };
  }

  import(setting: ClockSetting): void {
    this.fixed = setting.fixed;
    this.offset = setting.offset;
    this.rate = 1;
    if (setting.rate !== undefined && setting.fixed === null) this.setRate(setting.rate);
  }
}

export interface ClockState {
  now: string;
  frozen: boolean;
  offsetMs: number;
  /** simulated ms per wall ms: 1 the wall clock's pace, 0 frozen */
  rate: number;
}

export interface ClockSetting {
  fixed: number | null;
  offset: number;
  rate?: number;
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
