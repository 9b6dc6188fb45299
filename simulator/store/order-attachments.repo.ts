import type { Database } from 'better-sqlite3';
import type { Attachment } from '../../src/domain/order-records';
import type { AttachmentType } from '../../src/domain/orders';
import { idMaker } from './ids';
import { defineTable } from './table';

/**
 * Order attachments (doc 2 §3 "Attachment", §7 POST /orders-attachment/upload): the bytes live in
 * the session's database (BLOB), so in-memory sessions stay self-contained and snapshots carry
 * them. `accessKey` makes the file URL unguessable: the console opens it in a new tab, where no
 * bearer token is sent.
 */
export interface AttachmentRow {
  id: string;
  orderId: string;
  type: AttachmentType;
  description: string;
  fileName: string;
  contentType: string;
  size: number;
  accessKey: string;
  content: Buffer;
  createdAt: string;
}

export const orderAttachmentsTable = defineTable<AttachmentRow>({
  name: 'order_attachments',
  columns: {
    id: { type: 'text', primaryKey: true },
    orderId: { type: 'text', references: 'orders(id)' },
    type: { type: 'text' },
    description: { type: 'text' },
    fileName: { type: 'text' },
    contentType: { type: 'text' },
    size: { type: 'integer' },
    accessKey: { type: 'text' },
    content: { type: 'blob' },
    createdAt: { type: 'text' },
  },
  indexes: [['orderId', 'type']],
});

/** The path and URL an attachment is served at (relative to the API prefix). */
export function attachmentPath(row: Pick<AttachmentRow, 'id' | 'accessKey'>): string {
  return `/orders-attachment/file/${row.id}?key=${row.accessKey}`;
}

export function orderAttachmentsRepo(db: Database, apiPrefix = '/api') {
  const t = orderAttachmentsTable;
  const meta = 'id, orderId, type, description, fileName, contentType, size, accessKey, createdAt';
  const ofOrder = db.prepare(
    `SELECT ${meta} FROM order_attachments WHERE orderId = ? ORDER BY createdAt, id`,
  );
  const byId = db.prepare(`SELECT ${meta} FROM order_attachments WHERE id = ?`);
  const file = db.prepare(
    'SELECT contentType, content, fileName FROM order_attachments WHERE id = ? AND accessKey = ?',
  );
  const remove = db.prepare('DELETE FROM order_attachments WHERE id = ?');
  const typesOf = db.prepare('SELECT DISTINCT type FROM order_attachments WHERE orderId = ?').pluck();
  const nextId = idMaker(db, 'order_attachments', 'att');

  const view = (r: Omit<AttachmentRow, 'content'>): Attachment => ({
    id: r.id,
    type: r.type,
    description: r.description,
    path: attachmentPath(r),
    url: `${apiPrefix}${attachmentPath(r)}`,
    contentType: r.contentType,
    size: r.size,
    createdAt: r.createdAt,
  });

  return {
    insert: t.inserter(db),
    nextId,
    ofOrder: (orderId: string): Attachment[] => (ofOrder.all(orderId) as AttachmentRow[]).map(view),
    byId: (id: string): Omit<AttachmentRow, 'content'> | null =>
      (byId.get(id) as AttachmentRow | undefined) ?? null,
    view,
    /** the bytes, only with the right key */
    file: (id: string, key: string): { contentType: string; content: Buffer; fileName: string } | null =>
      (file.get(id, key) as { contentType: string; content: Buffer; fileName: string } | undefined) ?? null,
    remove: (id: string) => remove.run(id).changes > 0,
    typesOf: (orderId: string): AttachmentType[] => typesOf.all(orderId) as AttachmentType[],
  };
}
export type OrderAttachmentsRepo = ReturnType<typeof orderAttachmentsRepo>;
