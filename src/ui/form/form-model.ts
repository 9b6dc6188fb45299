import { revalidateLogic } from '@tanstack/react-form';
import type { ArkErrors } from 'arktype';
import { type Problem, type ValidationKey, validate } from '../../domain/validation';

// The pure steps every register-like form repeats around its src/domain rules (self-registration,
// customers, transporters, the new-order page and its party form): turning a schema's problems
// into one problem per field with the key the user should read, and handing them to TanStack
// Form. Each form keeps its own wording rule (`reword`); only the loop and the shapes live here.

/** Field problems by field name, or undefined when the form is valid. */
export type FieldProblems = Record<string, Problem> | undefined;

/** An optional text: trimmed, or null when blank (the APIs store "no value" as null). */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Whether a body value counts as not given (doc 1 §5: an empty required field says "required"). */
export const isBlank = (given: unknown): boolean => given === '' || given === null || given === undefined;

/** The same problem told with another locale key (and no values). */
export const withKey = (problem: Problem, key: ValidationKey): Problem => ({
  ...problem,
  key,
  values: undefined,
});

/**
 * The first problem of each field of `body` under `schema`, passed through `reword` (which gets the
 * value the body gave that field), or undefined when the body is valid.
 */
export function problemsByField<B>(
  schema: (data: unknown) => unknown,
  body: B,
  reword: (problem: Problem, given: unknown) => Problem = (problem) => problem,
): FieldProblems {
  const result = validate(schema as (data: unknown) => unknown | ArkErrors, body);
  if (result.ok) return undefined;
  const byField: Record<string, Problem> = {};
  for (const problem of result.problems)
    byField[problem.field] ??= reword(problem, (body as Record<string, unknown>)[problem.field]);
  return byField;
}

/**
 * The validation options of a form checked as a whole by `problems`: errors appear when a field is
 * left ('blur', or only on submit with 'submit'), then follow every keystroke once a submit was
 * tried. Spread into `useForm({ defaultValues, ...validatedBy(problems), onSubmit })`.
 */
export function validatedBy<V, P = Problem>(
  problems: (values: V) => Record<string, P> | undefined,
  mode: 'blur' | 'submit' = 'blur',
) {
  return {
    validationLogic: revalidateLogic({ mode, modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }: { value: V }) => {
        const fields = problems(value);
        return fields ? { fields } : undefined;
      },
    },
  };
}
