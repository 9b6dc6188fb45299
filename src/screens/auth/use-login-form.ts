import { useState } from 'react';
import { type LoginFields, loginProblems } from '../../domain/login-rules';
import type { Problem } from '../../domain/validation';
import type { LoginForm } from '../../services/session/use-session';

// The login form's state, in plain React: TanStack Form (~16 KB gzip) stays off the login page
// (issue 17). It keeps the rules the other forms follow with TanStack Form (revalidateLogic
// blur → change, and ui/form/form-errors for when a problem shows):
// - before a submit, the fields are checked when one is left; after one, on every change;
// - a field's problem shows once it was changed and left, or after a submit.

type TextName = keyof LoginFields;

interface FieldMeta {
  blurred: boolean;
  dirty: boolean;
}

interface State {
  values: LoginForm;
  meta: Record<TextName, FieldMeta>;
  problems: Partial<Record<TextName, Problem>>;
  submitted: boolean;
  submitting: boolean;
}

const untouched: FieldMeta = { blurred: false, dirty: false };

export interface LoginFormApi {
  values: LoginForm;
  submitting: boolean;
  /** The problem a text field shows now, if any. */
  shownProblem(name: TextName): Problem | undefined;
  change(name: TextName, value: string): void;
  blur(name: TextName): void;
  setRememberMe(checked: boolean): void;
  /** Checks the fields, then runs `send` with the username trimmed when they pass. */
  submit(): Promise<void>;
}

export function useLoginForm(initial: LoginForm, send: (form: LoginForm) => Promise<void>): LoginFormApi {
  const [state, setState] = useState<State>(() => ({
    values: initial,
    meta: { username: untouched, password: untouched },
    problems: {},
    submitted: false,
    submitting: false,
  }));

  return {
    values: state.values,
    submitting: state.submitting,
    shownProblem(name) {
      const { blurred, dirty } = state.meta[name];
      return state.submitted || (blurred && dirty) ? state.problems[name] : undefined;
    },
    change(name, value) {
      setState((s) => {
        const values = { ...s.values, [name]: value };
        return {
          ...s,
          values,
          meta: { ...s.meta, [name]: { ...s.meta[name], dirty: true } },
          problems: s.submitted ? loginProblems(values) : s.problems,
        };
      });
    },
    blur(name) {
      setState((s) => ({
        ...s,
        meta: { ...s.meta, [name]: { ...s.meta[name], blurred: true } },
        problems: s.submitted ? s.problems : loginProblems(s.values),
      }));
    },
    setRememberMe(checked) {
      setState((s) => ({ ...s, values: { ...s.values, rememberMe: checked } }));
    },
    async submit() {
      const { values } = state;
      const problems = loginProblems(values);
      const valid = Object.keys(problems).length === 0;
      setState((s) => ({ ...s, problems, submitted: true, submitting: valid }));
      if (!valid) return;
      try {
        await send({ ...values, username: values.username.trim() });
      } finally {
        setState((s) => ({ ...s, submitting: false }));
      }
    },
  };
}
