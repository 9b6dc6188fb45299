import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/user';
import { isLanguage } from '../services/i18n';
import { checkedStorage } from '../services/local-storage';

// The control page's language (issue 29): the browser's until a tester chooses one on the page,
// kept apart from the console's (`wf.language`), so a tester can read the control page in one
// language while the console under test runs in another.

/** The first of the browser's languages the page has texts for (pt-PT → pt-BR, en-GB → en-US). */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0].toLowerCase();
    const near = LANGUAGES.find((l) => l.split('-')[0] === base);
    if (near) return near;
  }
  return DEFAULT_LANGUAGE;
}

/** the tester's choice; null until one is made */
export const controlLanguageChoiceAtom = atomWithStorage<Language | null>(
  'sim.control.language',
  null,
  checkedStorage((raw) => (raw === null || isLanguage(raw) ? raw : undefined)),
  { getOnInit: true },
);

/** The language the control page shows and asks the simulator's answers in. */
export const controlLanguageAtom = atom<Language>(
  (get) =>
    get(controlLanguageChoiceAtom) ??
    browserLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
);
