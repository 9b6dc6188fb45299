import type { FaultDelay, FaultRule, FaultRuleInput } from './sim-api';

// The fault rule form of the control page (issue 19): what a tester types, and the POST/PUT
// /__sim/faults body it becomes (simulator/plugins/faults.ts `faultRuleInput`, which checks it
// again and answers 400 with the reason). Here only what the form itself can tell: a required
// pattern, numbers that are numbers, an effect chosen.

export const FAULT_METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const DELAY_KINDS = ['none', 'fixed', 'uniform', 'lognormal'] as const;
export const TRIGGERS = ['always', 'probability', 'first', 'every'] as const;

export interface FaultFormValues {
  target: 'http' | 'mqtt';
  method: (typeof FAULT_METHODS)[number];
  pattern: string;
  delayKind: (typeof DELAY_KINDS)[number];
  ms: string;
  minMs: string;
  maxMs: string;
  medianMs: string;
  sigma: string;
  status: string;
  drop: boolean;
  trigger: (typeof TRIGGERS)[number];
  triggerValue: string;
  seed: string;
  note: string;
}

export const EMPTY_FAULT: FaultFormValues = {
  target: 'http',
  method: '*',
  pattern: '/api/*',
  delayKind: 'none',
  ms: '500',
  minMs: '100',
  maxMs: '1000',
  medianMs: '200',
  sigma: '0.5',
  // no forced status until one is typed: a rule with only a delay must not also answer 503 (issue 29)
  status: '',
  drop: false,
  trigger: 'always',
  triggerValue: '',
  seed: '',
  note: '',
};

/** A field's problem: the message id under `control.faults.problems`. */
export type FaultProblems = Partial<Record<keyof FaultFormValues, 'required' | 'number' | 'effect'>>;

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function delayOf(v: FaultFormValues, problems: FaultProblems): FaultDelay | undefined {
  const read = (name: 'ms' | 'minMs' | 'maxMs' | 'medianMs' | 'sigma') => {
    const n = num(v[name]);
    if (Number.isNaN(n) || n < 0) problems[name] = 'number';
    return n;
  };
  if (v.delayKind === 'fixed') return { kind: 'fixed', ms: read('ms') };
  if (v.delayKind === 'uniform') return { kind: 'uniform', minMs: read('minMs'), maxMs: read('maxMs') };
  if (v.delayKind === 'lognormal') {
    const delay: FaultDelay = { kind: 'lognormal', medianMs: read('medianMs'), sigma: read('sigma') };
    if (v.maxMs.trim()) delay.maxMs = read('maxMs');
    return delay;
  }
  return undefined;
}

/** The rule the form describes, or the problems that keep it from being sent. */
export function faultInput(v: FaultFormValues): { input: FaultRuleInput } | { problems: FaultProblems } {
  const problems: FaultProblems = {};
  const input: FaultRuleInput = {};
  if (!v.pattern.trim()) problems.pattern = 'required';
  if (v.target === 'http') {
    input.path = v.pattern.trim();
    if (v.method !== '*') input.method = v.method;
  } else input.topic = v.pattern.trim();
  const delay = delayOf(v, problems);
  if (delay) input.delay = delay;
  // A topic takes a delay or drop only; an HTTP call also a forced status (the simulator's rule).
  if (v.drop) input.drop = true;
  else if (v.target === 'http' && v.status.trim()) {
    const status = num(v.status);
    if (!Number.isInteger(status) || status < 100 || status > 599) problems.status = 'number';
    else input.status = status;
  }
  if (!input.delay && input.status === undefined && !input.drop) problems.delayKind = 'effect';
  if (v.trigger !== 'always') {
    const n = num(v.triggerValue);
    if (Number.isNaN(n) || n < 0) problems.triggerValue = 'number';
    else input[v.trigger] = n;
  }
  if (v.seed.trim()) {
    const seed = num(v.seed);
    if (!Number.isInteger(seed) || seed < 0) problems.seed = 'number';
    else input.seed = seed;
  }
  if (v.note.trim()) input.note = v.note.trim();
  return Object.keys(problems).length > 0 ? { problems } : { input };
}

const text = (n: number | undefined, fallback: string) => (n === undefined ? fallback : String(n));

/** The form filled with a rule, to edit it. */
export function faultValues(rule: FaultRule): FaultFormValues {
  const delay = rule.delay;
  const trigger = TRIGGERS.find((t) => t !== 'always' && rule[t] !== undefined) ?? 'always';
  return {
    ...EMPTY_FAULT,
    target: rule.topic ? 'mqtt' : 'http',
    method: (FAULT_METHODS as readonly string[]).includes(rule.method ?? '*')
      ? ((rule.method ?? '*') as FaultFormValues['method'])
      : '*',
    pattern: rule.topic ?? rule.path ?? '',
    delayKind: delay?.kind ?? 'none',
    ms: delay?.kind === 'fixed' ? String(delay.ms) : EMPTY_FAULT.ms,
    minMs: delay?.kind === 'uniform' ? String(delay.minMs) : EMPTY_FAULT.minMs,
    maxMs:
      delay?.kind === 'uniform'
        ? String(delay.maxMs)
        : delay?.kind === 'lognormal'
          ? text(delay.maxMs, '')
          : EMPTY_FAULT.maxMs,
    medianMs: delay?.kind === 'lognormal' ? String(delay.medianMs) : EMPTY_FAULT.medianMs,
    sigma: delay?.kind === 'lognormal' ? String(delay.sigma) : EMPTY_FAULT.sigma,
    status: text(rule.status, ''),
    drop: rule.drop === true,
    trigger,
    triggerValue: trigger === 'always' ? '' : text(rule[trigger], ''),
    seed: text(rule.seed, ''),
    note: rule.note ?? '',
  };
}
