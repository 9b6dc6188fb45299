import type { Problem } from './validation';

// doc 1 §5 "Login: username and password required". The same rule as `loginRequest`
// (auth.schema.ts, arktype), which the simulator validates with; written here as two plain checks
// because the login page must not carry arktype (~45 KB gzip, issue 17). A unit test keeps the two
// in step.

export interface LoginFields {
  username: string;
  password: string;
}

/** The first problem of each login field (the username as typed; it is sent trimmed). */
export function loginProblems({
  username,
  password,
}: LoginFields): Partial<Record<keyof LoginFields, Problem>> {
  const problems: Partial<Record<keyof LoginFields, Problem>> = {};
  if (username.trim() === '')
    problems.username = {
      field: 'username',
      key: 'validation.required',
      message: 'username must be non-empty',
    };
  if (password === '')
    problems.password = {
      field: 'password',
      key: 'validation.required',
      message: 'password must be non-empty',
    };
  return problems;
}
