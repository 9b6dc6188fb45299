import { useQuery } from '@tanstack/react-query';
import type { UserLanguageUpdate } from '../domain/auth.schema';
import type { Language, User } from '../domain/user';
import type { PasswordChangeInput, UserCreateInput, UserEditInput } from '../domain/users-register';
import { api } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';
import {
  fetchRegister,
  type RegisterQuery,
  useInvalidateRegister,
  useRegisterList,
} from './register-queries';

export interface UserUpdateAnswer {
  message?: string;
  user: User;
}

/** PUT /users/{id} with the language chosen in the profile menu (doc 1 §2.6, §7.2). */
export function updateLanguage(userId: string, language: Language): Promise<UserUpdateAnswer> {
  const body: UserLanguageUpdate = { language };
  return api.put<UserUpdateAnswer>(`/users/${encodeURIComponent(userId)}`, body);
}

export const fetchMe = () => api.get<User>('/users/me');

/** GET /users/me — the signed-in user as the platform has it now. */
export function useMe() {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'users', 'me'),
    queryFn: fetchMe,
    enabled: document !== null,
    ...REFRESH.none,
  });
}

// The users register (doc 3 §7 "GET /users (page, take, isActive, type and filters; response
// users, total); POST /users; PUT /users/{id} (without password); PUT /users/password/{id}
// (newPassword)").
export interface UsersPage {
  users: User[];
  total: number;
}
export interface UsersQuery extends RegisterQuery {
  name?: string;
  type?: string;
  isActive?: boolean;
}
export const USERS_RESOURCE = 'users-register';
export const fetchUsers = (query: UsersQuery, signal?: AbortSignal) =>
  fetchRegister<UsersPage>('/users', query, signal);
export const useUsersList = (query: UsersQuery) =>
  useRegisterList<UsersPage>(USERS_RESOURCE, '/users', query);
export const useInvalidateUsers = () => useInvalidateRegister(USERS_RESOURCE);
export const createUser = (body: UserCreateInput) => api.post<UserUpdateAnswer>('/users', body);
export const editUser = (id: string, body: UserEditInput) =>
  api.put<UserUpdateAnswer>(`/users/${encodeURIComponent(id)}`, body);
export const changePassword = (id: string, body: PasswordChangeInput) =>
  api.put<{ message?: string }>(`/users/password/${encodeURIComponent(id)}`, body);
