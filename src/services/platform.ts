import { useEffect } from 'react';
import { useConfiguration } from './company.api';

/**
 * doc 1 §7.2 (last paragraph): "a platform-settings read returns urlPlatform; when it differs from
 * the current platform address the user is redirected to it". The address compared is the origin
 * (scheme, host, port): a urlPlatform on the same origin, empty, unreadable or not http(s) does not
 * redirect. Answers the address to go to, or null.
 */
export function platformRedirectTarget(
  urlPlatform: string | null | undefined,
  currentOrigin: string,
): string | null {
  const text = urlPlatform?.trim();
  if (!text) return null;
  let target: URL;
  try {
    target = new URL(text);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return target.origin === currentOrigin ? null : target.href;
}

/** Reads the viewed company's configuration (signed in only) and leaves for its urlPlatform. */
export function usePlatformRedirect(): void {
  const { data: configuration } = useConfiguration();
  const urlPlatform = configuration?.urlPlatform;
  useEffect(() => {
    const target = platformRedirectTarget(urlPlatform, window.location.origin);
    if (target) window.location.replace(target);
  }, [urlPlatform]);
}
