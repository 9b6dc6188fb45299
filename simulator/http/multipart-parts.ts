import type { FastifyRequest } from 'fastify';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { badRequest } from './http-error';

/** A file of a multipart request, read whole. */
export interface ReceivedFile {
  name: string;
  content: Buffer;
}

/** The files and fields of a multipart request (order attachments, route photos). A body the
 * multipart parser cannot read (no boundary, cut short) is the client's fault: 400, not the
 * parser's bare error as a 500. Its limits' refusals (a file too large, too many parts) keep their
 * own status. */
export async function partsOf(
  request: FastifyRequest,
): Promise<{ files: ReceivedFile[]; fields: Record<string, string> }> {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ name: part.filename, content: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(ORDER_MESSAGES.notMultipart);
  }
  return { files, fields };
}
