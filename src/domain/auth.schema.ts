import { type } from 'arktype';
import { LANGUAGES } from './user';

// doc 1 §5 "Login: username and password required"; rememberMe stays on the client (doc 1 §7.2).
export const loginRequest = type({ username: 'string > 0', password: 'string > 0' });
export type LoginRequest = typeof loginRequest.infer;

/** Company switch (doc 1 §6; the call is ours to design): the document to view. */
export const switchCompanyRequest = type({ companyDocument: 'string > 0' });
export type SwitchCompanyRequest = typeof switchCompanyRequest.infer;

/** PUT /users/{id} from the profile menu: the language is saved to the user (doc 1 §2.6). */
export const userLanguageUpdate = type({ language: type.enumerated(...LANGUAGES) });
export type UserLanguageUpdate = typeof userLanguageUpdate.infer;
