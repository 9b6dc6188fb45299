import { type } from 'arktype';
import { headerValue } from '../plugins/journal-headers';

/*
 * What replay reads of a HAR (issue 29): HAR 1.1 or 1.2 as browsers' devtools, this simulator's
 * GET /__sim/journal/har and proxy recordings write it. Only the fields replay uses are required;
 * anything else a HAR carries is ignored. A file that is not HAR is refused with 400 naming the
 * field at fault, and nothing is replayed.
 */

const pair = type({ name: 'string', value: 'string' });

const harEntry = type({
  request: {
    method: /^[A-Za-z]{3,10}$/,
    url: 'string.url',
    headers: pair.array(),
    'postData?': { 'mimeType?': 'string', 'text?': 'string', '_truncated?': 'boolean' },
  },
  response: {
    status: '0 <= number.integer <= 599',
    'headers?': pair.array(),
    content: { 'mimeType?': 'string', 'text?': 'string', 'encoding?': 'string', '_truncated?': 'boolean' },
  },
  '_route?': 'string | null',
});

export const harDocument = type({
  log: {
    version: "'1.1' | '1.2'",
    entries: harEntry.array(),
  },
});
export type HarDocument = typeof harDocument.infer;
type HarEntry = HarDocument['log']['entries'][number];

/** One recorded call, as replay sends it again and compares its answer. */
export interface RecordedCall {
  /** its place in the HAR, from 0 */
  index: number;
  method: string;
  /** path and query, without the recorded origin */
  url: string;
  headers: Record<string, string>;
  /** the request body, absent when none was sent */
  body?: string;
  /** the body was kept only in part: the call is not sent again */
  bodyTruncated: boolean;
  /** the recorded request carried a (redacted) authorization: replay sends the token it has */
  signedIn: boolean;
  status: number;
  /** the recorded answer's text; base64 answers and truncated ones are not compared */
  answer: string | null;
  route: string | null;
}

/** Headers replay never sends as recorded: transport, the simulator's session, the credential. */
const NOT_SENT = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'x-sim-session',
  'cookie',
  'authorization',
]);

function headersOf(entry: HarEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of entry.request.headers)
    if (!NOT_SENT.has(name.toLowerCase()) && !name.startsWith(':')) out[name] = value;
  return out;
}

export function recordedCalls(har: HarDocument): RecordedCall[] {
  return har.log.entries.map((entry, index) => {
    const url = new URL(entry.request.url);
    const { content } = entry.response;
    const comparable = content._truncated !== true && content.encoding !== 'base64';
    const auth = headerValue(
      Object.fromEntries(entry.request.headers.map((h) => [h.name, h.value])),
      'authorization',
    );
    return {
      index,
      method: entry.request.method.toUpperCase(),
      url: `${url.pathname}${url.search}`,
      headers: headersOf(entry),
      ...(entry.request.postData?.text ? { body: entry.request.postData.text } : {}),
      bodyTruncated: entry.request.postData?._truncated === true,
      signedIn: auth !== undefined,
      status: entry.response.status,
      answer: comparable ? (content.text ?? '') : null,
      route: entry._route ?? null,
    };
  });
}
