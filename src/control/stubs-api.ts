import { useAtomValue } from 'jotai';
import { ofetch } from 'ofetch';
import { useMemo } from 'react';
import { controlLanguageAtom } from './control-language';
import { controlSessionAtom } from './control-state';
import { SIM_BASE } from './sim-api';

// The control page's client of the stub, count and setup-import calls (simulator/README.md "Stubs",
// "Setups that survive"; issue 29), bound like sim-api.ts's to the chosen session.

export interface StubRuleInput {
  request: {
    method?: string;
    path: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    bodyContains?: string;
  };
  response?: { status?: number; headers?: Record<string, string>; body?: unknown };
  times?: number;
  note?: string;
}
export interface StubRule extends StubRuleInput {
  id: string;
  seen: number;
  fired: number;
  /** answers left; null: always */
  remaining: number | null;
}
/** POST /__sim/journal/count's matcher, as far as the page asks it */
export interface CallMatcher {
  method?: string;
  path?: string;
  status?: string;
}

export function stubsApi(session: string, language: string) {
  const call = ofetch.create({
    baseURL: SIM_BASE,
    headers: { ...(session ? { 'x-sim-session': session } : {}), 'Accept-Language': language },
  });
  return {
    stubs: () => call<{ stubs: StubRule[] }>('/stubs'),
    addStub: (stub: StubRuleInput) => call<StubRule>('/stubs', { method: 'POST', body: stub }),
    removeStub: (id: string) => call<{ message: string }>(`/stubs/${id}`, { method: 'DELETE' }),
    clearStubs: () => call<{ message: string }>('/stubs', { method: 'DELETE' }),
    /** a whole setup file (GET /__sim/sessions/:name/export) into session `name` */
    importSetup: (name: string, file: Record<string, unknown>) =>
      call<{ message: string }>(`/sessions/${encodeURIComponent(name)}/import`, {
        method: 'POST',
        body: file,
      }),
    countCalls: (matcher: CallMatcher) =>
      call<{ count: number }>('/journal/count', { method: 'POST', body: matcher }),
  };
}

/** The stub calls bound to the session the page acts on, in its language. */
export function useStubsApi() {
  const session = useAtomValue(controlSessionAtom);
  const language = useAtomValue(controlLanguageAtom);
  return useMemo(() => stubsApi(session, language), [session, language]);
}
