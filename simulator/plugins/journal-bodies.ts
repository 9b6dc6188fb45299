/**
 * Bodies kept by the journal (issue 19 "Journal: body on demand", issue 29 "Journal"). A call
 * writes a journal entry on every request (issue 17: nothing per call that is not needed), so what
 * it keeps is cheap to keep: the parsed request body by reference (it is serialised only when
 * somebody opens the entry), the response payload by reference when it is small, else a copy of
 * its first BODY_KEEP bytes. A large upload is not kept at all, only its size. The page reads a
 * body through `bodyView` (its first BODY_CAP characters); the HAR export and the matchers read
 * all that was kept through `keptText` (simulator/README.md "Journal": the documented sizes).
 */

/** characters of a body shown on the page (GET /__sim/journal/:seq) */
export const BODY_CAP = 16 * 1024;
/** bytes of a body kept (and exported to HAR); a larger one keeps its head, marked truncated */
export const BODY_KEEP = 64 * 1024;
/** request bodies larger than this (content-length) are not kept: imports, uploads */
const REQUEST_KEEP_MAX = 256 * 1024;

/** What the journal holds of one body. */
export type KeptBody =
  | { kind: 'value'; value: unknown }
  | {
      kind: 'text';
      text: string | Buffer;
      /** the whole body's size; absent when `text` is the whole body (measured when read) */
      bytes?: number;
    }
  | { kind: 'omitted'; bytes: number | null };

export interface BodyView {
  text: string;
  /** size of the whole body (bytes, or characters of its JSON when it was kept parsed) */
  bytes: number | null;
  /** the text shows only the first BODY_CAP characters, or nothing (`omitted`) */
  truncated: boolean;
  omitted: boolean;
}

export function keepRequestBody(body: unknown, contentLength: string | undefined): KeptBody | undefined {
  if (body === undefined || body === null) return undefined;
  const bytes = contentLength ? Number(contentLength) : null;
  if (bytes !== null && bytes > REQUEST_KEEP_MAX) return { kind: 'omitted', bytes };
  if (typeof body === 'string' || Buffer.isBuffer(body)) return keepText(body);
  return { kind: 'value', value: body };
}

/** A response payload as onSend hands it (string, Buffer or stream: streams are not kept). */
export function keepResponseBody(payload: unknown): KeptBody | undefined {
  if (payload === undefined || payload === null || payload === '') return undefined;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return keepText(payload);
  return { kind: 'omitted', bytes: null };
}

/** An MQTT payload (a Buffer from the broker). */
export const keepPayload = (payload: Buffer | string | undefined): KeptBody | undefined =>
  payload === undefined ? undefined : keepText(payload);

function keepText(body: string | Buffer): KeptBody {
  if (body.length <= BODY_KEEP) return { kind: 'text', text: body };
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  // A copy of the head: a slice would keep the whole payload alive.
  const head =
    typeof body === 'string'
      ? Buffer.from(body.slice(0, BODY_KEEP))
      : Buffer.from(body.subarray(0, BODY_KEEP));
  return { kind: 'text', text: head, bytes };
}

/** All that was kept of a body, as text: `truncated` when it is only the head (or nothing). */
export function keptText(kept: KeptBody): { text: string; bytes: number | null; truncated: boolean } {
  if (kept.kind === 'omitted') return { text: '', bytes: kept.bytes, truncated: true };
  if (kept.kind === 'value') {
    const text = JSON.stringify(kept.value) ?? '';
    return { text, bytes: Buffer.byteLength(text), truncated: false };
  }
  const text = typeof kept.text === 'string' ? kept.text : kept.text.toString('utf8');
  const keptBytes = typeof kept.text === 'string' ? Buffer.byteLength(kept.text) : kept.text.length;
  const bytes = kept.bytes ?? keptBytes;
  return { text, bytes, truncated: keptBytes < bytes };
}

export function bodyView(kept: KeptBody): BodyView {
  if (kept.kind === 'omitted') return { text: '', bytes: kept.bytes, truncated: true, omitted: true };
  const text =
    kept.kind === 'value'
      ? (JSON.stringify(kept.value, null, 2) ?? '')
      : typeof kept.text === 'string'
        ? kept.text
        : kept.text.toString('utf8');
  const shown = text.length > BODY_CAP ? text.slice(0, BODY_CAP) : text;
  if (kept.kind === 'value')
    return { text: shown, bytes: text.length, truncated: shown.length < text.length, omitted: false };
  const keptBytes = typeof kept.text === 'string' ? Buffer.byteLength(kept.text) : kept.text.length;
  const bytes = kept.bytes ?? keptBytes;
  return { text: shown, bytes, truncated: shown.length < text.length || keptBytes < bytes, omitted: false };
}
