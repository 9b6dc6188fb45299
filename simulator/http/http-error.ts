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
    /** a 409's record as it is now, when it moved on since the caller read it (issue 31) */
    readonly current?: MovedOnState,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What a refused call's line or order is now, and who moved it there when (issue 31: "Linha já
 * finalizada por <operador> às <hora>"). */
export interface MovedOnState {
  /** 'line' or 'item' (an order of the record) */
  of: 'line' | 'item';
  id: string;
  status: string;
  changedBy: { id: string; name: string } | null;
  /** ISO, the session clock */
  changedAt: string | null;
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  problems?: Problem[];
  current?: MovedOnState;
}

export function errorBody(
  statusCode: number,
  message: string,
  problems?: Problem[],
  current?: MovedOnState,
): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(problems ? { problems } : {}),
    ...(current ? { current } : {}),
  };
}

export const badRequest = (message: ErrorMessage, problems?: Problem[]) =>
  new HttpError(400, message, problems);
export const unauthorized = (message: ErrorMessage) => new HttpError(401, message);
export const forbidden = (message: ErrorMessage) => new HttpError(403, message);
export const notFound = (message: ErrorMessage) => new HttpError(404, message);
export const conflict = (message: ErrorMessage) => new HttpError(409, message);
