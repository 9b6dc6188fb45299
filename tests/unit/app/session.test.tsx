// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { FetchError } from 'ofetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginAnswer, User } from '../../../src/domain/user';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../src/services/toasts', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    warning: () => {},
    info: () => {},
  },
  toaster: {},
}));
const auth = vi.hoisted(() => ({ login: vi.fn(), switchCompany: vi.fn() }));
vi.mock('../../../src/services/auth.api', () => auth);

const { SessionProvider } = await import('../../../src/app/session/session-provider');
const { useSession } = await import('../../../src/services/session/use-session');
const { useCurrentUser } = await import('../../../src/services/session/use-current-user');
const { clearSession, rememberedLoginAtom, saveSession, sessionAtom } = await import(
  '../../../src/services/session-store'
);
const { languageAtom } = await import('../../../src/services/i18n');
const { appStore } = await import('../../../src/services/store');
const { createQueryClient } = await import('../../../src/services/query-client');

const user: User = {
  id: 'u1',
  userName: 'admin',
  profile: { name: 'Admin', document: '', email: '', phoneNumber: '', vehicleId: null, lineColor: '#01579B' },
  company: { fantasyName: 'Principal', corporateName: 'Principal SA' },
  companyDocument: 'A',
  subsidiaries: [{ company: { fantasyName: 'Filial', corporateName: 'Filial SA' }, companyDocument: 'B' }],
  language: 'en-US',
  type: 'ADMIN',
  isActive: true,
};
const answer = (over: Partial<LoginAnswer> = {}, u: Partial<User> = {}): LoginAnswer => ({
  access_token: 'token-1',
  user: { ...user, ...u },
  message: 'Successfully logged in',
  ...over,
});
const httpError = (status: number) => {
  const error = new FetchError(`${status}`);
  Object.defineProperty(error, 'response', { value: new Response(null, { status }) });
  return error;
};

/** The session hook with the signed-in user beside it (useCurrentUser, the one way to read it). */
type Session = ReturnType<typeof useSession> & { user: User | null };
const current: { session: Session | null } = { session: null };
function Probe() {
  const user = useCurrentUser();
  current.session = { ...useSession(), user };
  return null;
}

function mount() {
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return () => current.session as Session;
}
const form = { username: 'admin', password: 'demo', rememberMe: true };

beforeEach(() => {
  clearSession();
  appStore.set(rememberedLoginAtom, { username: '', rememberMe: false });
  appStore.set(languageAtom, 'pt-BR');
  toasts.success.length = 0;
  toasts.error.length = 0;
  auth.login.mockReset();
  auth.switchCompany.mockReset();
});
afterEach(cleanup);

describe('useSession login (doc 1 §2.3, §8)', () => {
  it('signs in, stores the session, applies the user language and toasts success', async () => {
    auth.login.mockResolvedValue(answer());
    const session = mount();
    expect(session().state).toBe('signedOut');
    let result: LoginAnswer | undefined;
    await act(async () => {
      result = await session().login(form);
    });
    expect(result?.access_token).toBe('token-1');
    expect(auth.login).toHaveBeenCalledWith({ username: 'admin', password: 'demo' });
    expect(session().state).toBe('fulfilled');
    expect(session().user?.id).toBe('u1');
    expect(session().companyDocument).toBe('A');
    expect(appStore.get(sessionAtom)).toMatchObject({ accessToken: 'token-1', companyDocument: 'A' });
    // the remembered user's company too: the login page shows its logo (issue 35)
    expect(appStore.get(rememberedLoginAtom)).toEqual({
      username: 'admin',
      rememberMe: true,
      companyDocument: 'A',
    });
    expect(appStore.get(languageAtom)).toBe('en-US');
    expect(toasts.success).toEqual(['Successfully logged in']);
  });
  it('wrong credentials (401): rejected, credentials message, nothing stored', async () => {
    auth.login.mockRejectedValue(httpError(401));
    const session = mount();
    await act(async () => {
      expect(await session().login(form)).toBeUndefined();
    });
    expect(session().state).toBe('rejected');
    expect(session().rejection).toBe('credentials');
    expect(toasts.error).toEqual(['Ops, usuário e/ou senha incorretos!']);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(appStore.get(rememberedLoginAtom).username).toBe('');
  });
  it('a SERVICE account is refused by the machine: permission message, nothing stored', async () => {
    auth.login.mockResolvedValue(answer({}, { type: 'SERVICE' }));
    const session = mount();
    await act(async () => {
      expect(await session().login(form)).toBeUndefined();
    });
    expect(session().rejection).toBe('permission');
    expect(toasts.error).toEqual(['Usuário não tem permissão de acesso']);
    expect(appStore.get(sessionAtom)).toBeNull();
  });
  it('any other failure (500 or no answer) is the generic login error', async () => {
    for (const error of [httpError(500), new FetchError('network')]) {
      toasts.error.length = 0;
      auth.login.mockRejectedValue(error);
      const session = mount();
      await act(async () => {
        await session().login(form);
      });
      expect(session().rejection).toBe('error');
      expect(toasts.error).toEqual(['Ops, ocorreu um erro ao tentar entrar. Tente novamente!']);
      cleanup();
    }
  });
  it("a locked user name (429) is the generic login error, told with the platform's own message", async () => {
    const locked = httpError(429);
    Object.defineProperty(locked, 'data', {
      value: { statusCode: 429, message: 'Tente novamente em 15 minutos' },
    });
    auth.login.mockRejectedValue(locked);
    const session = mount();
    await act(async () => {
      expect(await session().login(form)).toBeUndefined();
    });
    expect(session().rejection).toBe('error');
    expect(toasts.error).toEqual(['Tente novamente em 15 minutos']);
  });
  it('an answer with a new-platform link is returned but does not sign in', async () => {
    auth.login.mockResolvedValue(answer({ newPlatformUrl: 'https://new.example.com' }));
    const session = mount();
    let result: LoginAnswer | undefined;
    await act(async () => {
      result = await session().login(form);
    });
    expect(result?.newPlatformUrl).toBe('https://new.example.com');
    expect(session().signedIn).toBe(false);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(toasts.success).toEqual([]);
  });
  it('does not remember the user name without "remember my user"', async () => {
    auth.login.mockResolvedValue(answer());
    const session = mount();
    await act(async () => {
      await session().login({ ...form, rememberMe: false });
    });
    expect(appStore.get(rememberedLoginAtom)).toEqual({ username: '', rememberMe: false });
  });
});

describe('SessionProvider (doc 1 §3.4, §6, §8)', () => {
  it('starts signed in from a stored session', () => {
    saveSession({ accessToken: 't', user, companyDocument: 'B' });
    const session = mount();
    expect(session().state).toBe('fulfilled');
    expect(session().companyDocument).toBe('B');
  });
  it('a stored session that disappears (401 mid-session) expires the session', () => {
    saveSession({ accessToken: 't', user, companyDocument: 'A' });
    const session = mount();
    act(() => clearSession());
    expect(session().state).toBe('signedOut');
    expect(session().user).toBeNull();
  });
  it('switches to a subsidiary: new token and viewed company stored', async () => {
    saveSession({ accessToken: 't', user, companyDocument: 'A' });
    auth.switchCompany.mockResolvedValue({ access_token: 't2', companyDocument: 'B', message: 'ok' });
    const session = mount();
    await act(async () => {
      expect(await session().switchCompany('B')).toBe(true);
    });
    expect(auth.switchCompany).toHaveBeenCalledWith('B');
    expect(session().companyDocument).toBe('B');
    expect(appStore.get(sessionAtom)).toMatchObject({ accessToken: 't2', companyDocument: 'B' });
  });
  it('refuses a company the user may not view without calling the API', async () => {
    saveSession({ accessToken: 't', user, companyDocument: 'A' });
    const session = mount();
    await act(async () => {
      expect(await session().switchCompany('Z')).toBe(false);
    });
    expect(auth.switchCompany).not.toHaveBeenCalled();
    expect(session().companyDocument).toBe('A');
  });
  it('signs out: session removed, machine signed out', () => {
    saveSession({ accessToken: 't', user, companyDocument: 'A' });
    const session = mount();
    act(() => session().signOut());
    expect(session().state).toBe('signedOut');
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });
});
