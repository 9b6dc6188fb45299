import { LANGUAGES } from '../src/domain/user';
import { loadMessages } from '../src/services/i18n';

// The console loads a language's compiled messages before it shows any text (src/main.tsx, and
// when the language changes); tests call t() and render texts in any of the three at once, so
// every test file starts with all three loaded.
await Promise.all(LANGUAGES.map((language) => loadMessages(language)));
