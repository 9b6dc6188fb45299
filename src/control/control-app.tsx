import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { useShownMessages } from '../app/use-shown-messages';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/user';
import { onIntlError } from '../services/i18n';
import { appStore } from '../services/store';
import { toaster } from '../services/toasts';
import { NativeSelect } from '../ui/native-select';
import { PageHeader } from '../ui/page';
import { Tabs } from '../ui/tabs';
import { ToastRegion } from '../ui/toast';
import { useT } from '../ui/use-t';
import { ClockPanel } from './clock-panel';
import { controlLanguageAtom, controlLanguageChoiceAtom } from './control-language';
import { DevicesPanel } from './devices-panel';
import { FaultsPanel } from './faults-panel';
import { JournalPanel } from './journal-panel';
import { ScenariosPanel } from './scenarios-panel';
import { SessionPicker } from './session-picker';
import { SessionsPanel } from './sessions-panel';
import { StubsPanel } from './stubs-panel';

// Control answers are the tester's live view: never served from a stale cache for long.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 1000, retry: false } } });

const page = stack({ gap: '4', p: { base: '3', md: '6' }, maxW: '7xl', mx: 'auto' });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });

const TABS = ['sessions', 'journal', 'faults', 'stubs', 'clock', 'scenarios', 'devices'] as const;
type Tab = (typeof TABS)[number];

function ControlPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('sessions');
  // the page's own language (control-language.ts): choosing one here leaves the console's alone
  const language = useAtomValue(controlLanguageAtom);
  const setLanguage = useSetAtom(controlLanguageChoiceAtom);
  useEffect(() => {
    document.title = t('control.title');
  }, [t]);
  const content: Record<Tab, ReactNode> = {
    sessions: <SessionsPanel />,
    journal: <JournalPanel />,
    faults: <FaultsPanel />,
    stubs: <StubsPanel />,
    clock: <ClockPanel />,
    scenarios: <ScenariosPanel />,
    devices: <DevicesPanel />,
  };
  return (
    <main className={page}>
      <PageHeader
        title={t('control.title')}
        description={t('control.description')}
        actions={
          <div className={toolbar}>
            <SessionPicker />
            <NativeSelect
              label={t('control.language')}
              items={LANGUAGES.map((l) => ({ value: l, label: t(`control.languages.${l}`) }))}
              value={language}
              onValueChange={(value) => value && setLanguage(value as Language)}
            />
          </div>
        }
      />
      <Tabs
        label={t('control.sections')}
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        tabs={TABS.map((value) => ({ value, label: t(`control.tabs.${value}`), content: content[value] }))}
      />
    </main>
  );
}

function LocalizedControl() {
  const { language, messages } = useShownMessages(useAtomValue(controlLanguageAtom), 'all');
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
      <QueryClientProvider client={queryClient}>
        <ControlPage />
      </QueryClientProvider>
      <ToastRegion toaster={toaster} />
    </IntlProvider>
  );
}

export function ControlApp() {
  return (
    <JotaiProvider store={appStore}>
      <LocalizedControl />
    </JotaiProvider>
  );
}
