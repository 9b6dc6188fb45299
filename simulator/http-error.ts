import { STATUS_CODES } from 'node:http';
import type { Problem } from '../src/domain/validation';

/** An answer with a status other than 2xx; the errors plugin turns it into the body of
 * docs/CONTRACTS.md: `{ statusCode, error, message }` (+ `problems` for validation). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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

export const badRequest = (message: string, problems?: Problem[]) => new HttpError(400, message, problems);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
