import { useSelector } from '@xstate/react';
import { useSetAtom } from 'jotai';
import { useCallback, useContext, useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { LOGIN_PATH } from '../../domain/access-guard';
import { type LoginAnswer, viewableCompanyDocuments } from '../../domain/user';
import type { RejectionReason, SessionState } from '../../machines/session.machine';
import { messageOf, statusOf } from '../api-client';
import * as authApi from '../auth.api';
import { currentLanguage, isLanguage, languageAtom, loadMessages, t } from '../i18n';
import { clearQueryCache, refreshQueryCache } from '../query-cache';
import { clearSession, rememberLogin, saveSession, updateSession } from '../session-store';
import { notify } from '../toasts';
import { SessionActorContext } from './session-context';

export interface LoginForm {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** doc 1 §8 login messages by the machine's rejection reason. */
export const LOGIN_MESSAGE_IDS: Record<RejectionReason, string> = {
  credentials: 'api.login.credentials',
  permission: 'api.login.permission',
  error: 'api.login.error',
};

export interface SessionApi {
  state: SessionState;
  /** why the last login was refused (null unless state is 'rejected') */
  rejection: RejectionReason | null;
  /** the viewed company document (null unless signed in) */
  companyDocument: string | null;
  signedIn: boolean;
  /**
   * Logs in (doc 1 §2.3, §8): LOGIN, the call, then LOGIN_SUCCEEDED or LOGIN_FAILED; the machine
   * decides. Answers the login answer when it signed in or carries a new-platform link, undefined
   * when refused. Toasts: success "Successfully logged in"; otherwise the message of the rejection
   * reason (credentials / permission / error) — the page need not toast them again.
   */
  login(form: LoginForm): Promise<LoginAnswer | undefined>;
  signOut(): void;
  /** Views another company (own or a subsidiary): a new token, the choice stored, all data refetched. */
  switchCompany(companyDocument: string): Promise<boolean>;
}

/** A user name locked after repeated failures (429): the platform's own message says for how
 * long, in the user's language — more than doc 1 §8's generic "error trying to login". */
function lockedMessage(error: unknown): string | null {
  return statusOf(error) === 429 ? messageOf((error as { data?: unknown }).data) : null;
}

export function useSession(): SessionApi {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSession() needs <SessionProvider>');
  const state = useSelector(actor, (s) => s.value as SessionState);
  const rejection = useSelector(actor, (s) => s.context.rejection);
  const companyDocument = useSelector(actor, (s) => s.context.companyDocument);
  const setLanguage = useSetAtom(languageAtom);

  const login = useCallback(
    async ({ username, password, rememberMe }: LoginForm): Promise<LoginAnswer | undefined> => {
      if (!actor.getSnapshot().can({ type: 'LOGIN' })) return undefined;
      actor.send({ type: 'LOGIN' });
      let answer: LoginAnswer;
      try {
        answer = await authApi.login({ username, password });
      } catch (error) {
        actor.send({ type: 'LOGIN_FAILED', status: statusOf(error) });
        notify.error(
          lockedMessage(error) ?? t(LOGIN_MESSAGE_IDS[actor.getSnapshot().context.rejection ?? 'error']),
        );
        return undefined;
      }
      const { user } = answer;
      // The user's language and the signed-in pages' texts are chunks of their own (services/i18n):
      // fetched before the machine decides, so the success toast and the first signed-in page
      // already speak it (a failed fetch keeps the shown texts).
      const language = isLanguage(user.language) ? user.language : currentLanguage();
      await loadMessages(language, 'all').catch(() => undefined);
      actor.send({
        type: 'LOGIN_SUCCEEDED',
        userType: user.type,
        companyDocument: user.companyDocument,
        viewable: viewableCompanyDocuments(user),
      });
      const after = actor.getSnapshot();
      if (!after.matches('fulfilled')) {
        notify.error(t(LOGIN_MESSAGE_IDS[after.context.rejection ?? 'error']));
        return undefined;
      }
      rememberLogin(username, rememberMe, user.companyDocument);
      if (answer.newPlatformUrl) {
        // doc 1 §2.3: this account must use the new platform; the login page opens the modal with
        // its link. The session is not kept here, so the guard leaves the visitor on /login.
        actor.send({ type: 'SIGN_OUT' });
        return answer;
      }
      saveSession({ accessToken: answer.access_token, user, companyDocument: user.companyDocument });
      if (isLanguage(user.language)) setLanguage(user.language);
      notify.success(t('api.login.success'));
      return answer;
    },
    [actor, setLanguage],
  );

  const signOut = useCallback(() => {
    if (actor.getSnapshot().can({ type: 'SIGN_OUT' })) actor.send({ type: 'SIGN_OUT' });
    clearSession();
    void clearQueryCache();
    navigate(LOGIN_PATH, { replace: true });
  }, [actor]);

  const switchCompany = useCallback(
    async (document: string): Promise<boolean> => {
      const snapshot = actor.getSnapshot();
      if (document === snapshot.context.companyDocument) return true;
      if (!snapshot.can({ type: 'COMPANY_SWITCHED', companyDocument: document })) return false;
      try {
        const answer = await authApi.switchCompany(document);
        actor.send({ type: 'COMPANY_SWITCHED', companyDocument: answer.companyDocument });
        updateSession({ accessToken: answer.access_token, companyDocument: answer.companyDocument });
        await refreshQueryCache(answer.companyDocument);
        return true;
      } catch {
        // The API client already showed the error toast (doc 1 §8).
        return false;
      }
    },
    [actor],
  );

  const signedIn = state === 'fulfilled';
  return useMemo(
    () => ({
      state,
      rejection,
      companyDocument: signedIn ? companyDocument : null,
      signedIn,
      login,
      signOut,
      switchCompany,
    }),
    [state, rejection, signedIn, companyDocument, login, signOut, switchCompany],
  );
}
