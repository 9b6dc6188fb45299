// `locales/<language>.json?compiled-public` and `?compiled-rest`: the language's messages
// precompiled to the ICU AST by the compiled-locales Vite plugin (scripts/compiled-locales.ts),
// split into what the signed-out pages say and the rest.
declare module '*.json?compiled-public' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?compiled-rest' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
