import { type ArkErrors, type } from 'arktype';

// doc 1 §8 "Validation messages": every validation problem maps to one of these locale keys, so
// forms (react-intl) and the simulator (400 answers) speak the same rules. Arktype schemas in
// src/domain are the single definition of each rule; this file turns their errors into keys.

export type ValidationKey =
  | 'validation.required'
  | 'validation.length'
  | 'validation.maxLength'
  | 'validation.greaterThan'
  | 'validation.notGreaterThan'
  | 'validation.invalidEmail'
  | 'validation.invalidCnpj'
  | 'validation.invalidCpf'
  | 'validation.invalidDocument'
  | 'validation.uninformed'
  | 'validation.mustMatch'
  | 'validation.alreadyInUse';

export interface Problem {
  /** dotted path of the field, e.g. "postalCode" */
  field: string;
  key: ValidationKey;
  values?: Record<string, string | number>;
  /** arktype's English sentence, used in the simulator's 400 messages */
  message: string;
}

/** Custom predicates reject with one of these `expected` texts; the table gives their key. */
const predicateKeys = new Map<string, { key: ValidationKey; values?: Record<string, number> }>();

export function registerPredicate(
  expected: string,
  key: ValidationKey,
  values?: Record<string, number>,
): string {
  predicateKeys.set(expected, { key, values });
  return expected;
}

/** A string that is empty or has exactly `length` characters (doc 1 §5: ie/RG exactly 9). */
export function exactLengthOrEmpty(length: number) {
  const expected = registerPredicate(`exactly ${length} characters`, 'validation.length', { length });
  return type('string').narrow((s, ctx) => s === '' || s.length === length || ctx.reject({ expected }));
}

/** A string of exactly `length` digits (doc 1 §5: postal code 8 digits). */
export function digitsOfLength(length: number) {
  const expected = registerPredicate(`exactly ${length} digits`, 'validation.length', { length });
  return type('string > 0').narrow(
    (s, ctx) => new RegExp(`^\\d{${length}}$`).test(s) || ctx.reject({ expected }),
  );
}

/** A predicate string rule with a fixed locale key. */
export function predicate(expected: string, key: ValidationKey, test: (s: string) => boolean) {
  registerPredicate(expected, key);
  return type('string > 0').narrow((s, ctx) => test(s) || ctx.reject({ expected }));
}

function keyOf(error: ArkErrors[number]): Pick<Problem, 'key' | 'values'> {
  const rule = (error as unknown as { rule?: unknown }).rule;
  switch (error.code) {
    case 'required':
      return { key: 'validation.required' };
    case 'minLength':
      return rule === 1
        ? { key: 'validation.required' }
        : { key: 'validation.length', values: { length: Number(rule) } };
    case 'exactLength':
      return { key: 'validation.length', values: { length: Number(rule) } };
    case 'maxLength':
      return { key: 'validation.maxLength', values: { length: Number(rule) } };
    case 'min':
      return { key: 'validation.greaterThan', values: { value: Number(rule) - 1 } };
    case 'max':
      return { key: 'validation.notGreaterThan', values: { value: Number(rule) } };
    case 'pattern':
      return {
        key: error.expected === 'an email address' ? 'validation.invalidEmail' : 'validation.uninformed',
      };
    case 'predicate': {
      const found = predicateKeys.get(String(error.expected));
      if (found) return found;
      return { key: 'validation.uninformed' };
    }
    default:
      return { key: 'validation.uninformed' };
  }
}

export function problemsOf(errors: ArkErrors): Problem[] {
  return [...errors].map((e) => ({ field: e.path.join('.'), message: e.message, ...keyOf(e) }));
}

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** Runs an arktype schema and answers either the value or the problems with locale keys. */
export function validate<T>(schema: (data: unknown) => T | ArkErrors, data: unknown): Validated<T> {
  const out = schema(data);
  if (out instanceof type.errors) return { ok: false, problems: problemsOf(out) };
  return { ok: true, value: out as T };
}
