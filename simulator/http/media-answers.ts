import { CONTENT_TYPES } from '../../src/domain/uploads';
import { HEARTBEAT_MS } from '../dashboard/change-feed';
import { MediaAnswer } from './answers';

/**
 * The answers that are not JSON (http/answers.ts MediaAnswer), documented at /docs with the media
 * types they are really sent with: an order attachment's bytes, the dashboard's change feed and a
 * scenario run's HTML report.
 */

/** GET /orders-attachment/file/{id}: the file as uploaded, with the content type its extension
 * gave it (src/domain/uploads.ts: doc 1 §5 "allowed types PDF, XML, JPEG, JPG, PNG"). */
export const attachmentFile = new MediaAnswer(
  "The attachment's bytes, with the content type it was stored with (the Attachment's contentType)",
  [...new Set(Object.values(CONTENT_TYPES))],
  'binary',
);

/** GET /dashboard/changes (simulator/dashboard/change-feed.ts). */
export const changeFeed = new MediaAnswer(
  `Server-sent events, open until the client leaves: \`event: change\` with \`data: {"companyDocument": "…"}\` for each company the user may view whose operations, routes or orders changed, and a comment line (\`: ping\`) every ${HEARTBEAT_MS / 1000} s`,
  ['text/event-stream'],
  'text',
);

/** GET /__sim/scenarios/runs/{id}/report (simulator/scenarios/report.ts). */
export const scenarioReport = new MediaAnswer(
  'The HTML page `npm run scenarios` writes to reports/',
  ['text/html'],
  'text',
);
