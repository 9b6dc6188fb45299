import type { ArkErrors } from 'arktype';
import { useIntl } from 'react-intl';
import { type Problem, validate } from '../../domain/validation';

// Bridges the arktype rules of src/domain to TanStack Form: a form-level validator answers
// `{ fields: { name: Problem } }` (the Problem carries a validation.* locale key), and each field
// shows its first problem in the current language (see useProblemText for when).

/** The first problem of each field of `value` under `schema`, in TanStack Form's form-level shape. */
export function problemFields(
  schema: (data: unknown) => unknown,
  value: unknown,
): { fields: Record<string, Problem> } | undefined {
  const result = validate(schema as (data: unknown) => unknown | ArkErrors, value);
  if (result.ok) return undefined;
  const fields: Record<string, Problem> = {};
  for (const problem of result.problems) fields[problem.field] ??= problem;
  return { fields };
}

function isProblem(error: unknown): error is Problem {
  return Boolean(error) && typeof error === 'object' && typeof (error as Problem).key === 'string';
}

interface ShownMeta {
  errors: unknown[];
  isBlurred: boolean;
  isDirty: boolean;
}

/**
 * `(meta, submitted) => text`: the field's first problem in words, or undefined while not shown.
 * Shown once the user changed the field and left it, or after a submit. A field merely passed
 * through (e.g. the autofocused username when the visitor clicks a link) stays quiet: an error
 * appearing on blur would shift the page under the pointer and swallow that click.
 */
export function useProblemText(): (meta: ShownMeta, submitted: boolean) => string | undefined {
  const intl = useIntl();
  return (meta, submitted) => {
    if (!submitted && !(meta.isBlurred && meta.isDirty)) return undefined;
    const problem = meta.errors.find(isProblem);
    return problem ? intl.formatMessage({ id: problem.key }, problem.values) : undefined;
  };
}
