import { type } from 'arktype';
import { compilePathPattern, compileTopicFilter } from '../http/patterns';
import { createPrng, type Prng } from '../seed/prng';
import type { FiredFault } from './journal-ring';
import { RuleList } from './rule-list';

/**
 * Fault rules per simulator session (DESIGN §5): for HTTP calls matching a method and a path
 * pattern, or MQTT messages matching a topic filter — a delay (fixed, uniform or lognormal), a
 * forced status with a body, or a dropped connection; firing always, with a seeded probability,
 * for the first N matches or every Nth. Every fault that fires is written to the journal.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'] as const;
const ms = '0 <= number <= 600000';

export const faultDelay = type({ kind: "'fixed'", ms })
  .or({ kind: "'uniform'", minMs: ms, maxMs: ms })
  .or({ kind: "'lognormal'", medianMs: ms, sigma: '0 <= number <= 5', 'maxMs?': ms });
export type FaultDelay = typeof faultDelay.infer;

/** POST /__sim/faults body. */
export const faultRuleInput = type({
  'method?': type.enumerated(...METHODS),
  /** a path pattern, `/api/nps/:code` or `/api/*` */
  'path?': '0 < string <= 300',
  /** an MQTT topic filter, `wh/+/portal/#` */
  'topic?': '0 < string <= 300',
  'delay?': faultDelay,
  'status?': '100 <= number.integer <= 599',
  'body?': 'unknown',
  'drop?': 'boolean',
  /** fires with this probability, drawn from a PRNG seeded with `seed` (default 1) */
  'probability?': '0 <= number <= 1',
  'seed?': '0 <= number.integer <= 4294967295',
  /** fires on the first N matches only */
  'first?': '1 <= number.integer <= 1000000',
  /** fires on every Nth match (N, 2N, …) */
  'every?': '1 <= number.integer <= 1000000',
  'note?': 'string <= 200',
}).narrow((rule, ctx) => {
  if (Boolean(rule.path) === Boolean(rule.topic))
    return ctx.reject({ expected: 'either a path or a topic', path: ['path'] });
  if (rule.topic && (rule.method || rule.status !== undefined || rule.body !== undefined))
    return ctx.reject({ expected: 'only delay and drop for a topic', path: ['topic'] });
  if (!rule.delay && rule.status === undefined && !rule.drop)
    return ctx.reject({ expected: 'a delay, a status or drop', path: ['delay'] });
  if (rule.drop && rule.status !== undefined)
    return ctx.reject({ expected: 'either a status or drop, not both', path: ['drop'] });
  const triggers = [rule.probability, rule.first, rule.every].filter((t) => t !== undefined);
  if (triggers.length > 1)
    return ctx.reject({ expected: 'at most one of probability, first, every', path: ['probability'] });
  if (rule.delay?.kind === 'uniform' && rule.delay.minMs > rule.delay.maxMs)
    return ctx.reject({ expected: 'minMs ≤ maxMs', path: ['delay', 'minMs'] });
  return true;
});
export type FaultRuleInput = typeof faultRuleInput.infer;

export interface FaultRule extends FaultRuleInput {
  id: string;
  /** matches seen since the rule was added */
  seen: number;
  /** times it fired */
  fired: number;
}

/** What the fired rules do to one call or message. */
export interface FaultDecision extends FiredFault {
  delayMs: number;
  drop: boolean;
  status?: number;
  body?: unknown;
}

const LOGNORMAL_CAP_MS = 60_000;

class ActiveRule {
  seen = 0;
  fired = 0;
  private readonly prng: Prng;
  private readonly path: RegExp | null;
  private readonly topic: RegExp | null;

  constructor(
    readonly id: string,
    readonly input: FaultRuleInput,
  ) {
    this.prng = createPrng(input.seed ?? 1);
    this.path = input.path ? compilePathPattern(input.path) : null;
    this.topic = input.topic ? compileTopicFilter(input.topic) : null;
  }

  matchesRequest(method: string, path: string, route: string | null): boolean {
    if (!this.path || !this.input.path) return false;
    const m = this.input.method ?? '*';
    if (m !== '*' && m !== method) return false;
    return route === this.input.path || this.path.test(path);
  }

  matchesTopic(topic: string): boolean {
    return Boolean(this.topic?.test(topic));
  }

  /** counts a match and tells whether the rule fires on it */
  fires(): boolean {
    this.seen += 1;
    const { first, every, probability } = this.input;
    const fires =
      first !== undefined
        ? this.seen <= first
        : every !== undefined
          ? this.seen % every === 0
          : probability !== undefined
            ? this.prng.chance(probability)
            : true;
    if (fires) this.fired += 1;
    return fires;
  }

  delayMs(): number {
    const d = this.input.delay;
    if (!d) return 0;
    if (d.kind === 'fixed') return d.ms;
    if (d.kind === 'uniform') return d.minMs + this.prng.next() * (d.maxMs - d.minMs);
    // lognormal: median · e^(σ·z), z standard normal (Box–Muller)
    const u = Math.max(this.prng.next(), Number.EPSILON);
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.prng.next());
    return Math.min(d.medianMs * Math.exp(d.sigma * z), d.maxMs ?? LOGNORMAL_CAP_MS);
  }

  view(): FaultRule {
    return { id: this.id, ...this.input, seen: this.seen, fired: this.fired };
  }
}

/** The fault rules of one simulator session, evaluated in the order they were added. */
export class FaultSet extends RuleList<FaultRuleInput, FaultRule, ActiveRule> {
  constructor() {
    super('f');
  }

  protected create(id: string, input: FaultRuleInput): ActiveRule {
    return new ActiveRule(id, input);
  }

  /** The decision for an HTTP call, null when no rule fires. */
  forRequest(method: string, path: string, route: string | null = null): FaultDecision | null {
    return this.decide(this.rules.filter((r) => r.matchesRequest(method, path, route)));
  }

  /** The decision for an MQTT message (delay or drop), null when no rule fires. For the devices side. */
  forTopic(topic: string): FaultDecision | null {
    return this.decide(this.rules.filter((r) => r.matchesTopic(topic)));
  }

  /** Every matching rule counts the match; the fired ones combine: delays add up, a drop or the
   * first forced status decides the answer. */
  private decide(matching: ActiveRule[]): FaultDecision | null {
    const fired = matching.filter((r) => r.fires());
    if (!fired.length) return null;
    const decision: FaultDecision = { rules: [], effects: [], delayMs: 0, drop: false };
    for (const rule of fired) {
      decision.rules.push(rule.id);
      const delay = rule.delayMs();
      if (rule.input.delay) {
        decision.delayMs += delay;
        decision.effects.push(`delay ${Math.round(delay)}ms`);
      }
      if (rule.input.drop && !decision.drop && decision.status === undefined) {
        decision.drop = true;
        decision.effects.push('drop');
      } else if (rule.input.status !== undefined && !decision.drop && decision.status === undefined) {
        decision.status = rule.input.status;
        decision.body = rule.input.body;
        decision.effects.push(`status ${rule.input.status}`);
      }
    }
    return decision;
  }
}
