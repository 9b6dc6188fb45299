import { type KeptBody, keptText } from '../plugins/journal-bodies';
import { type HeaderBag, headerPairs, headerValue } from '../plugins/journal-headers';
import type { Slot } from '../plugins/journal-slot';

/*
 * A session's HTTP journal as a HAR 1.2 log (issue 29; the spec: http://www.softwareishard.com/blog/har-12-spec/),
 * served by GET /__sim/journal/har: headers (the authorization value redacted), query, request and
 * response bodies as the journal kept them. A body the journal kept only the head of says so with
 * `_truncated` (HAR allows custom fields starting with `_`); replay does not compare its shape.
 */

export const HAR_CREATOR = { name: 'workflow-console simulator', version: '1' };

type Pair = { name: string; value: string };

function queryString(url: string): Pair[] {
  const at = url.indexOf('?');
  return at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1))].map(([name, value]) => ({ name, value }));
}

/** The media type a header bag names, else JSON (what the simulator and the platform speak). */
const mimeOf = (headers: HeaderBag | undefined): string =>
  headerValue(headers, 'content-type') ?? 'application/json';

function content(kept: KeptBody | undefined) {
  if (!kept) return { size: 0, text: '', truncated: false };
  const { text, bytes, truncated } = keptText(kept);
  return { size: bytes ?? -1, text, truncated };
}

function harEntry(slot: Slot, origin: string) {
  const request = slot.request ? content(slot.request) : null;
  const response = content(slot.response);
  return {
    startedDateTime: slot.at,
    time: slot.ms,
    request: {
      method: slot.method,
      url: `${origin}${slot.url}`,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerPairs(slot.requestHeaders),
      queryString: queryString(slot.url),
      ...(request
        ? {
            postData: {
              mimeType: mimeOf(slot.requestHeaders),
              text: request.text,
              ...(request.truncated ? { _truncated: true } : {}),
            },
          }
        : {}),
      headersSize: -1,
      bodySize: request ? request.size : 0,
    },
    response: {
      // 0: a fault dropped the connection (HAR's own value for "no response")
      status: slot.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerPairs(slot.responseHeaders),
      content: {
        size: response.size,
        mimeType: mimeOf(slot.responseHeaders),
        text: response.text,
        ...(response.truncated ? { _truncated: true } : {}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: response.size,
    },
    cache: {},
    timings: { send: 0, wait: slot.ms, receive: 0 },
    // the route pattern that answered: replay's drift report summarises per operation by it
    _route: slot.route,
    ...(slot.fault
      ? {
          comment: `rules ${slot.fault.rules.join(',')}: ${slot.fault.effects.join('; ')}`,
          _rules: slot.fault,
        }
      : {}),
  };
}

/** The HTTP slots as a HAR 1.2 document; `origin` makes the journal's paths absolute URLs. */
export function buildHar(slots: Slot[], origin: string, session: string) {
  return {
    log: {
      version: '1.2',
      creator: HAR_CREATOR,
      comment: `x-sim-session: ${session}`,
      entries: slots.filter((s) => s.kind === 'http').map((s) => harEntry(s, origin)),
    },
  };
}

/** `journal-<session>.har`, safe in a Content-Disposition header (session names are [\w.-]). */
export const harFileName = (session: string): string => `journal-${session.replace(/[^\w.-]/g, '_')}.har`;
