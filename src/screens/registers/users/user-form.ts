import { invalidDocumentKey, onlyDigits } from '../../../domain/documents';
import type { User, UserType } from '../../../domain/user';
import {
  DEFAULT_LINE_COLOR,
  type PasswordChangeInput,
  passwordChangeInput,
  type UserCreateInput,
  type UserEditInput,
  userCreateInput,
  userEditInput,
} from '../../../domain/users-register';
import type { Problem, ValidationKey } from '../../../domain/validation';
import { type FieldProblems, isBlank, orNull, problemsByField, withKey } from '../../../ui/form/form-model';

// The user form's values and pure steps (doc 3 §3 User, §5 "User create: username, name, password,
// confirmPassword, type required. Passwords must match ('Senhas divergentes'). Document optional,
// valid personal or company tax id, max length 14. Email validated. Phone masked. Vehicle required
// for driver or seller. Username lowercase, name uppercase"). Rules: src/domain/users-register.ts.

export interface UserValues {
  userName: string;
  password: string;
  confirmPassword: string;
  name: string;
  type: UserType | '';
  document: string;
  email: string;
  phoneNumber: string;
  vehicleId: string;
  lineColor: string;
  isActive: boolean;
}

export type UserTextField =
  | 'userName'
  | 'password'
  | 'confirmPassword'
  | 'name'
  | 'document'
  | 'email'
  | 'phoneNumber';

export const emptyUser: UserValues = {
  userName: '',
  password: '',
  confirmPassword: '',
  name: '',
  type: '',
  document: '',
  email: '',
  phoneNumber: '',
  vehicleId: '',
  lineColor: DEFAULT_LINE_COLOR,
  isActive: true,
};

export const valuesOf = (u: User): UserValues => ({
  ...emptyUser,
  userName: u.userName,
  name: u.profile.name,
  type: u.type,
  document: u.profile.document ?? '',
  email: u.profile.email ?? '',
  phoneNumber: u.profile.phoneNumber ?? '',
  vehicleId: u.profile.vehicleId ?? '',
  lineColor: u.profile.lineColor || DEFAULT_LINE_COLOR,
  isActive: u.isActive,
});

/** PUT /users/{id}: everything but the user name and the password (doc 3 §7). */
export const toEdit = (v: UserValues): UserEditInput => ({
  name: v.name.trim().toUpperCase(),
  type: v.type as UserType,
  document: onlyDigits(v.document),
  email: v.email.trim(),
  phoneNumber: onlyDigits(v.phoneNumber),
  vehicleId: orNull(v.vehicleId),
  lineColor: v.lineColor,
  isActive: v.isActive,
});

/** POST /users. */
export const toCreate = (v: UserValues): UserCreateInput =>
  ({
    ...toEdit(v),
    userName: v.userName.trim().toLowerCase(),
    password: v.password,
    confirmPassword: v.confirmPassword,
  }) as UserCreateInput;

/** doc 3 §5 "Passwords must match ('Senhas divergentes')": the seed's own text, not the generic
 * "must match" (useProblemText says any locale id it is given). */
const PASSWORDS_DIFFER = 'registers.users.form.passwordsDiffer' as ValidationKey;

function reword(problem: Problem, given: unknown, document: string): Problem {
  if (problem.key === 'validation.mustMatch') return withKey(problem, PASSWORDS_DIFFER);
  if (isBlank(given) || problem.field === 'type') return withKey(problem, 'validation.required');
  if (problem.field === 'document') return withKey(problem, invalidDocumentKey(document));
  return problem;
}

/** The first problem of each field of a new (`creating`) or edited user. */
export function userProblems(values: UserValues, creating: boolean): FieldProblems {
  const body = creating ? toCreate(values) : toEdit(values);
  return problemsByField(creating ? userCreateInput : userEditInput, body, (p, given) =>
    reword(p, given, onlyDigits(values.document)),
  );
}

export interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** doc 3 §5 "Change password: newPassword and confirmPassword required and equal". */
export function passwordProblems(values: PasswordValues): FieldProblems {
  const body: PasswordChangeInput = values;
  const found = problemsByField(passwordChangeInput, body, (p, given) => reword(p, given, ''));
  if (values.confirmPassword === '')
    return {
      ...found,
      confirmPassword: { field: 'confirmPassword', key: 'validation.required', message: '' },
    };
  return found;
}
