import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../domain/user';
import { isProduction } from '../services/config';
import { languageAtom, onIntlError } from '../services/i18n';
import { useCurrentUser } from '../services/session/use-current-user';
import { appStore } from '../services/store';
import { toaster } from '../services/toasts';
import { DevRibbon } from './layout/dev-ribbon';
import { LazyToastRegion } from './lazy-toast-region';
import { AppRouter } from './router';
import { SessionProvider } from './session/session-provider';
import { useShownMessages } from './use-shown-messages';

/** react-intl bound to the language atom: a language change re-renders every text at once.
 * Signed out, only the public pages' texts are loaded (services/i18n). */
function LocalizedApp() {
  const signedIn = useCurrentUser() !== null;
  const { language, messages } = useShownMessages(useAtomValue(languageAtom), signedIn ? 'all' : 'public');
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={messages}
      onError={onIntlError}
    >
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
      <LazyToastRegion toaster={toaster} />
      {!isProduction && <DevRibbon />}
    </IntlProvider>
  );
}

/** The console: state (jotai), texts (react-intl), session, router; the server cache (react-query)
 * comes with the signed-in pages (router.tsx). */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <LocalizedApp />
    </JotaiProvider>
  );
}
