import { useEffect, useState } from 'react';
import type { Language } from '../domain/user';
import { type CompiledMessages, loadedMessages, loadMessages, type TextScope } from '../services/i18n';

export interface ShownMessages {
  language: Language;
  messages: CompiledMessages;
}

/**
 * The texts to show for the chosen language. Each language is its own chunk (services/i18n), so a
 * newly chosen one arrives a moment later: until then the screen keeps the language it shows,
 * rather than flashing message ids or a spinner over the whole console. Likewise the signed-in
 * pages' texts (scope 'all') join the public ones when they arrive.
 */
export function useShownMessages(chosen: Language, scope: TextScope = 'all'): ShownMessages {
  const [shown, setShown] = useState<ShownMessages>(() => ({
    language: chosen,
    messages: loadedMessages(chosen) ?? {},
  }));
  useEffect(() => {
    let current = true;
    loadMessages(chosen, scope).then(
      (messages) => {
        if (current) setShown((was) => (was.messages === messages ? was : { language: chosen, messages }));
      },
      // A failed load (network) keeps the language shown; choosing again tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [chosen, scope]);
  return shown;
}
