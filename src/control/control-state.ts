import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useMemo } from 'react';
import { controlLanguageAtom } from './control-language';
import { simApi } from './sim-api';

/** The session the control page acts on (DESIGN §5 `x-sim-session`), kept across reloads; '' is
 * this browser's own — the one its console tabs use (the `x-sim-session` cookie, else `default`). */
export const controlSessionAtom = atomWithStorage('sim.control.session', '');

/** The control API bound to the chosen session and the page's language. */
export function useSimApi() {
  const session = useAtomValue(controlSessionAtom);
  const language = useAtomValue(controlLanguageAtom);
  return useMemo(() => simApi(session, language), [session, language]);
}

/** The browser's own session as the simulator names it (GET /__sim/sessions without a header
 * answers the caller's: the cookie's, else `default`). */
export function useOwnSession(): string | undefined {
  const language = useAtomValue(controlLanguageAtom);
  const own = useQuery({
    queryKey: ['control', 'own-session'],
    queryFn: () => simApi('', language).sessions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return own.data?.session;
}

/** The name of the session the page acts on: the chosen one, or the browser's own. */
export function useSessionName(): string {
  const chosen = useAtomValue(controlSessionAtom);
  const own = useOwnSession();
  return chosen || own || '…';
}
