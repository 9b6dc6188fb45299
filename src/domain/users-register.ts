import { type } from 'arktype';
import { documentRule } from './company.schema';
import { CNPJ_LENGTH } from './documents';
import { optionalEmail } from './parties';
import { type CompanyRef, DEFAULT_LINE_COLOR, LANGUAGES, USER_TYPES, type UserType } from './user';
import { registerPredicate } from './validation';

// The users register (doc 3 §2 "Users: columns name, company (trade name, else corporate name),
// type, status, actions (edit, change password). Filters, a new-user button, a create/edit dialog
// and a change-password dialog"; §3 "User: userName (lowercased, fixed after creation), password
// and confirmPassword (creation only), type, isActive, company, profile (document, email, name
// uppercased, phoneNumber, vehicleId, lineColor hex default #01579B). Change-password payload:
// newPassword"; §5 "User create: username, name, password, confirmPassword, type required.
// Passwords must match ('Senhas divergentes'). Document optional, valid personal or company tax
// id, max length 14. Email validated. Phone masked. Vehicle required for driver or seller";
// §6 "Driver and seller users need a vehicle"; §7 GET/POST /users, PUT /users/{id} without
// password, PUT /users/password/{id}).

/** doc 3 §5, §6: these types must have a vehicle in their profile. */
export const TYPES_WITH_VEHICLE: readonly UserType[] = ['DRIVER', 'SELLER'];
export const needsVehicle = (type: string): boolean =>
  (TYPES_WITH_VEHICLE as readonly string[]).includes(type);

/** doc 3 §2 "company (trade name, else corporate name)". */
export const companyDisplayName = (company: CompanyRef): string =>
  company.fantasyName?.trim() ? company.fantasyName : company.corporateName;

/** doc 3 §3 "userName (lowercased…)", "name uppercased". */
export const normalizeUserName = (userName: string): string => userName.trim().toLowerCase();
export const normalizePersonName = (name: string): string => name.trim().toUpperCase();

/** Ours (the seed gives no length): passwords of 4 to 64 characters; user names of letters,
 * digits, dot, hyphen, underscore or @, up to 60. */
export const PASSWORD_MIN_LENGTH = 4;
const passwordRule = type(`${PASSWORD_MIN_LENGTH} <= string <= 64`);
const userNameExpected = registerPredicate(
  'a user name of letters, digits, . - _ or @',
  'validation.uninformed',
);
const userNameRule = type('0 < string <= 60').narrow(
  (s, ctx) => /^[A-Za-z0-9._@-]+$/.test(s.trim()) || ctx.reject({ expected: userNameExpected }),
);
const lineColorExpected = registerPredicate('a colour as #RRGGBB', 'validation.uninformed');
const lineColorRule = type('string').narrow(
  (s, ctx) => /^#[0-9A-Fa-f]{6}$/.test(s) || ctx.reject({ expected: lineColorExpected }),
);
/** doc 3 §5 "Document optional, valid personal or company tax id, max length 14". */
const optionalDocument = type("''")
  .or(documentRule.and(`string <= ${CNPJ_LENGTH}`))
  .or('null');

const profileFields = {
  name: '0 < string <= 120',
  type: type.enumerated(...USER_TYPES),
  'document?': optionalDocument,
  'email?': optionalEmail.or('null'),
  'phoneNumber?': 'string <= 20 | null',
  'vehicleId?': 'string <= 64 | null',
  'lineColor?': lineColorRule,
  'isActive?': 'boolean',
  'language?': type.enumerated(...LANGUAGES),
} as const;

const vehicleExpected = registerPredicate('a vehicle for a driver or seller', 'validation.required');
/** A driver or seller without a vehicle is refused on the vehicleId field (doc 3 §5, §6). */
type Rejecting = { reject: (problem: { expected: string; path: string[] }) => false };
const withVehicleRule = <T extends { type: string; vehicleId?: string | null }>(v: T, ctx: Rejecting) =>
  !needsVehicle(v.type) ||
  !!v.vehicleId?.trim() ||
  ctx.reject({ expected: vehicleExpected, path: ['vehicleId'] });

const passwordsExpected = registerPredicate('the same password twice', 'validation.mustMatch');

/** POST /users (doc 3 §5 "User create"). */
export const userCreateInput = type({
  userName: userNameRule,
  password: passwordRule,
  confirmPassword: 'string',
  ...profileFields,
})
  // one narrow for both rules, so a form shows both problems at once (a failed narrow ends the chain)
  .narrow((v, ctx) => {
    const vehicleGiven = withVehicleRule(v, ctx);
    const passwordsMatch =
      v.password === v.confirmPassword ||
      ctx.reject({ expected: passwordsExpected, actual: '', path: ['confirmPassword'] });
    return vehicleGiven && passwordsMatch;
  });
export type UserCreateInput = typeof userCreateInput.infer;

const requiredExpected = registerPredicate('given', 'validation.required');

/**
 * PUT /users/{id} (doc 3 §7 "without password; also language"): either the language alone (the
 * profile menu, doc 1 §2.6) or the register's edit — name and type required, the profile, status
 * and language optional; never the password, and the user name is fixed (doc 3 §3).
 */
export const userEditInput = type({
  'name?': profileFields.name,
  'type?': profileFields.type,
  'document?': profileFields['document?'],
  'email?': profileFields['email?'],
  'phoneNumber?': profileFields['phoneNumber?'],
  'vehicleId?': profileFields['vehicleId?'],
  'lineColor?': profileFields['lineColor?'],
  'isActive?': profileFields['isActive?'],
  'language?': profileFields['language?'],
}).narrow((v, ctx) => {
  if (Object.keys(v).every((key) => key === 'language'))
    return v.language !== undefined || ctx.reject({ expected: requiredExpected, path: ['language'] });
  if (v.name === undefined) return ctx.reject({ expected: requiredExpected, path: ['name'] });
  if (v.type === undefined) return ctx.reject({ expected: requiredExpected, path: ['type'] });
  return withVehicleRule({ ...v, type: v.type }, ctx);
});
export type UserEditInput = typeof userEditInput.infer;
/** Whether a PUT /users/{id} body is the profile menu's language change only. */
export const isLanguageOnly = (body: UserEditInput): boolean =>
  Object.keys(body).every((key) => key === 'language');

/** PUT /users/password/{id} (doc 3 §3 "Change-password payload: newPassword"; §5 "newPassword and
 * confirmPassword required and equal": the console checks both, the call needs newPassword and
 * compares confirmPassword when sent). */
export const passwordChangeInput = type({ newPassword: passwordRule, 'confirmPassword?': 'string' }).narrow(
  (v, ctx) =>
    v.confirmPassword === undefined ||
    v.newPassword === v.confirmPassword ||
    ctx.reject({ expected: passwordsExpected, actual: '', path: ['confirmPassword'] }),
);
export type PasswordChangeInput = typeof passwordChangeInput.infer;

export { DEFAULT_LINE_COLOR };
