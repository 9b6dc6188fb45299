import { useEffect, useRef, useState } from 'react';
import { API_BASE_URL } from './config';
import { getAccessToken } from './session-store';

/**
 * The dashboard change feed (GET /dashboard/changes, server-sent events; simulator/dashboard/
 * change-feed.ts). Read with fetch rather than EventSource so the token travels in the
 * Authorization header, never in a URL. `onChange(companyDocument)` runs for each notice; the
 * feed reconnects by itself (1 s, then doubling up to 30 s) and reports `stale` while it is down
 * or has been silent longer than two heartbeats (the server sends one every 15 s).
 */
const SILENCE_MS = 35_000;
const MAX_BACKOFF_MS = 30_000;

export function useDashboardChanges(onChange: (companyDocument: string) => void): { stale: boolean } {
  const [stale, setStale] = useState(true);
  const listener = useRef(onChange);
  listener.current = onChange;

  useEffect(() => {
    let stopped = false;
    let controller: AbortController | null = null;
    let backoff = 1_000;
    let lastByte = 0;
    const watchdog = setInterval(() => {
      if (Date.now() - lastByte > SILENCE_MS) {
        setStale(true);
        controller?.abort(); // a silent connection is a dead one: start again
      }
    }, 5_000);

    const connect = async () => {
      while (!stopped) {
        controller = new AbortController();
        try {
          const token = getAccessToken();
          const res = await fetch(`${API_BASE_URL}/dashboard/changes?origin=web`, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            signal: controller.signal,
          });
          if (!res.ok || !res.body) throw new Error(String(res.status));
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          backoff = 1_000;
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            lastByte = Date.now();
            setStale(false);
            buffer += value;
            const events = buffer.split('\n\n');
            buffer = events.pop() ?? '';
            for (const event of events) {
              const data = event.split('\n').find((l) => l.startsWith('data: '));
              if (event.includes('event: change') && data)
                listener.current(JSON.parse(data.slice(6)).companyDocument);
            }
          }
        } catch {
          // dropped, refused or aborted: shown stale, tried again below
        }
        if (stopped) return;
        setStale(true);
        await new Promise((r) => setTimeout(r, backoff));
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    };
    lastByte = Date.now();
    void connect();
    return () => {
      stopped = true;
      clearInterval(watchdog);
      controller?.abort();
    };
  }, []);

  return { stale };
}
