/** A failure the user is told about with its own text (instead of the generic "failed" toast). */
export class DocumentError extends Error {
  constructor(
    /** message id under `documents.*` */
    readonly messageId: string,
    readonly tone: 'error' | 'warning' = 'error',
  ) {
    super(messageId);
    this.name = 'DocumentError';
  }
}
