// `locales/<language>.json?compiled`: the language's messages precompiled to the ICU AST by the
// compiled-locales Vite plugin (scripts/compiled-locales.ts).
declare module '*.json?compiled' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
