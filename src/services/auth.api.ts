import type { LoginRequest, SwitchCompanyRequest } from '../domain/auth.schema';
import type { LoginAnswer } from '../domain/user';
import { api } from './api-client';

/** POST /auth/login — quiet: the session hook shows the login messages of doc 1 §8 itself. */
export function login(body: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/auth/login', body, { quiet: true });
}

export interface SwitchCompanyAnswer {
  access_token: string;
  companyDocument: string;
  message?: string;
}

/** POST /auth/switch-company — a new token viewing another company (doc 1 §6); its message toasts. */
export function switchCompany(companyDocument: string): Promise<SwitchCompanyAnswer> {
  const body: SwitchCompanyRequest = { companyDocument };
  return api.post<SwitchCompanyAnswer>('/auth/switch-company', body);
}
