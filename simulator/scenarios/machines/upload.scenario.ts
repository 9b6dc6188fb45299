import { type UploadEvent, uploadMachine } from '../../../src/machines/upload.machine';
import { DEMO_ORDER_IDS } from '../../seed/demo/order-ids';
import { minimalPdf } from '../../seed/files';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * uploadMachine (doc 1 §5, doc 2 §5 "Upload", §7 POST /orders-attachment/upload) against the
 * simulator, on a fresh demo order. Choosing files and types calls nothing; UPLOADED is the
 * multipart call succeeding (201); a CONFIRM the dialog refuses is sent anyway and must answer 400
 * (bad input) with nothing stored; UPLOAD_FAILED is the call failing (a 500 fault rule).
 */
interface UploadWorld {
  token: string;
  orderId: string;
}

const BOUNDARY = '----scenarioUploadBoundary';

function multipart(orderId: string, files: Array<{ name: string; fileType: string | null }>) {
  const parts: Buffer[] = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n${orderId}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileTypes"\r\n\r\n${files.map((f) => f.fileType ?? '').join(',')}\r\n`,
    ),
  ];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      minimalPdf([f.name]),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const upload = (
  api: ScenarioApi,
  world: UploadWorld,
  files: Array<{ name: string; fileType: string | null }>,
) =>
  api.request('POST', '/api/orders-attachment/upload', {
    token: world.token,
    body: multipart(world.orderId, files),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

export const uploadScenario = defineScenarioMachine({
  name: 'upload',
  machine: uploadMachine,
  events: [
    { type: 'ADD_FILES', files: [{ name: 'nota.pdf', size: 2048 }] },
    { type: 'ADD_FILES', files: [{ name: 'virus.exe', size: 10 }] },
    { type: 'SET_TYPE', index: 0, fileType: 'nf-e' },
    { type: 'SET_TYPE', index: 0, fileType: 'route-ok' },
    { type: 'REMOVE_FILE', index: 0 },
    { type: 'CONFIRM' },
    { type: 'UPLOADED' },
    { type: 'UPLOAD_FAILED' },
  ] satisfies UploadEvent[],

  setup: async (api): Promise<UploadWorld> => ({
    token: await adminToken(api),
    orderId: DEMO_ORDER_IDS.fresh,
  }),

  steps: {
    ADD_FILES: {},
    SET_TYPE: {},
    REMOVE_FILE: {},
    CONFIRM: {
      refused: async ({ before, api, world }) => {
        if (before.value !== 'editing') return;
        expectStatus(await upload(api, world, before.context.files), 400, 'POST /orders-attachment/upload');
      },
    },
    UPLOADED: {
      allowed: async ({ before, api, world }) => {
        expectStatus(await upload(api, world, before.context.files), 201, 'POST /orders-attachment/upload');
      },
    },
    UPLOAD_FAILED: {
      allowed: async ({ before, api, world }) => {
        await api.fault({ method: 'POST', path: '/api/orders-attachment/upload', status: 500, first: 1 });
        expectStatus(await upload(api, world, before.context.files), 500, 'POST /orders-attachment/upload');
      },
    },
  },

  // whether the order holds the uploaded files (one upload per path: done is final)
  async read(world, api) {
    const res = await api.get(`/api/orders/${world.orderId}`, world.token);
    return res.json().attachments.length > 0 ? 'uploaded' : 'none';
  },
  expected: (snapshot) => (snapshot.value === 'done' ? 'uploaded' : 'none'),
  serializeState: (snapshot) =>
    `${String(snapshot.value)}|${snapshot.context.files
      .slice(0, 3)
      .map((f) => f.fileType ?? '-')
      .join(',')}`,
});
