import { STATUS_CODES } from 'node:http';
import type { Problem } from '../../src/domain/validation';
import type { LocalizedText } from '../i18n/i18n';

/** What an error answer says: a catalogue's `LocalizedText` (i18n.ts), which the errors plugin
 * says in the caller's language, or a plain string, answered as it is. */
export type ErrorMessage = string | LocalizedText;

/** An answer with a status other than 2xx; the errors plugin turns it into the body of
 * docs/CONTRACTS.md: `{ statusCode, error, message }` (+ `problems` for validation), the message
 * in the caller's language (Accept-Language). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: ErrorMessage,
    readonly problems?: Problem[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  problems?: Problem[];
}

export function errorBody(statusCode: number, message: string, problems?: Problem[]): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(problems ? { problems } : {}),
  };
}

export const badRequest = (message: ErrorMessage, problems?: Problem[]) =>
  new HttpError(400, message, problems);
export const unauthorized = (message: ErrorMessage) => new HttpError(401, message);
export const forbidden = (message: ErrorMessage) => new HttpError(403, message);
export const notFound = (message: ErrorMessage) => new HttpError(404, message);
export const conflict = (message: ErrorMessage) => new HttpError(409, message);
