import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatformRedirect } from '../services/platform';
import { queryClient } from '../services/query-client';

/** doc 1 §7.2: the viewed company's configuration may send the user to another platform address. */
function PlatformRedirect() {
  usePlatformRedirect();
  return null;
}

/** What the signed-in pages read from the platform: the server cache (react-query) and the
 * platform-address check. A chunk of its own, so public pages never load react-query (issue 17,
 * console weight; src/services/query-cache.ts). */
export function SignedInData({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformRedirect />
      {children}
    </QueryClientProvider>
  );
}
