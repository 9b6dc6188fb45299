// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginRequest } from '../../../../src/domain/auth.schema';
import { loginProblems } from '../../../../src/domain/login-rules';
import { validate } from '../../../../src/domain/validation';
import { useLoginForm } from '../../../../src/screens/auth/use-login-form';
import type { LoginForm } from '../../../../src/services/session/use-session';

// doc 1 §5 "Login: username and password required", checked without arktype or TanStack Form on
// the login page (issue 17), with the rules the console's TanStack forms follow.

afterEach(cleanup);

describe('login rules', () => {
  it.each([
    ['', ''],
    ['  ', 'x'],
    ['ana', ''],
    ['ana', 'demo'],
    [' ana ', ' '],
  ])('agree with the loginRequest schema for %j / %j', (username, password) => {
    const schema = validate(loginRequest, { username: username.trim(), password });
    const expected = schema.ok ? {} : Object.fromEntries(schema.problems.map((p) => [p.field, p.key]));
    const own = Object.fromEntries(
      Object.entries(loginProblems({ username, password })).map(([f, p]) => [f, p?.key]),
    );
    expect(own).toEqual(expected);
  });
});

const empty: LoginForm = { username: '', password: '', rememberMe: false };

function setUp(initial: LoginForm = empty) {
  const send = vi.fn(async (_form: LoginForm) => {});
  const hook = renderHook(() => useLoginForm(initial, send));
  return { send, form: () => hook.result.current };
}

describe('login form', () => {
  it('shows no problem for a field passed through without a change', () => {
    const { form } = setUp();
    act(() => form().blur('username'));
    expect(form().shownProblem('username')).toBeUndefined();
  });

  it('shows a changed field’s problem once it is left, checked as it was then', () => {
    const { form } = setUp();
    act(() => form().change('username', 'a'));
    act(() => form().change('username', ' '));
    expect(form().shownProblem('username')).toBeUndefined();
    act(() => form().blur('username'));
    expect(form().shownProblem('username')?.key).toBe('validation.required');
    // before a submit, typing again does not re-check until the field is left again
    act(() => form().change('username', 'ana'));
    expect(form().shownProblem('username')?.key).toBe('validation.required');
    act(() => form().blur('username'));
    expect(form().shownProblem('username')).toBeUndefined();
  });

  it('a submit with empty fields sends nothing and shows both problems; then every change re-checks', async () => {
    const { form, send } = setUp();
    await act(() => form().submit());
    expect(send).not.toHaveBeenCalled();
    expect(form().shownProblem('username')?.key).toBe('validation.required');
    expect(form().shownProblem('password')?.key).toBe('validation.required');
    act(() => form().change('password', 'demo'));
    expect(form().shownProblem('password')).toBeUndefined();
    expect(form().shownProblem('username')?.key).toBe('validation.required');
  });

  it('sends the username trimmed with the password and "remember my user"', async () => {
    const { form, send } = setUp({ username: ' admin ', password: '', rememberMe: false });
    act(() => form().change('password', 'demo'));
    act(() => form().setRememberMe(true));
    await act(() => form().submit());
    expect(send).toHaveBeenCalledWith({ username: 'admin', password: 'demo', rememberMe: true });
    expect(form().submitting).toBe(false);
  });

  it('is submitting while the login call runs', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const hook = renderHook(() =>
      useLoginForm({ username: 'admin', password: 'demo', rememberMe: false }, send),
    );
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.submit();
    });
    expect(hook.result.current.submitting).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(hook.result.current.submitting).toBe(false);
  });
});
