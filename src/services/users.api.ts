import { useQuery } from '@tanstack/react-query';
import type { UserLanguageUpdate } from '../domain/auth.schema';
import type { Language, User } from '../domain/user';
import { api } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

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
