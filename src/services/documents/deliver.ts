import type { jsPDF } from 'jspdf';
import { t } from '../i18n';
import { notify } from '../toasts';
import { DocumentError } from './document-error';
import type { DocumentOutput } from './document-types';

// How a print action ends (doc 1 §8, doc 2 §8): "report generated" toast on success; "the report
// is already being generated" while the same document is still being built; a document error's
// own text (missing logo, item not assigned); otherwise the generic failure toast, with the cause
// logged for developers.

const inFlight = new Set<string>();

/** Saves the PDF as a file, or opens it in a new tab (falls back to saving when pop-ups are blocked). */
export function deliverPdf(doc: jsPDF, fileName: string, output: DocumentOutput = 'download'): void {
  if (output === 'open' && typeof window !== 'undefined') {
    // no 'noopener' feature: with it window.open always answers null (HTML standard), so every
    // opened PDF was saved as a file too; the new tab is cut from this one by hand instead
    const opened = window.open(doc.output('bloburl').toString(), '_blank');
    if (opened !== null) {
      opened.opener = null;
      return;
    }
  }
  doc.save(fileName);
}

/**
 * Builds and delivers one document. `key` identifies it (e.g. "order-label:42") so a second click
 * while it is being built only warns. Answers true when the document reached the user.
 */
export async function runPrint(
  key: string,
  fileName: string,
  build: () => Promise<jsPDF>,
  output: DocumentOutput = 'download',
): Promise<boolean> {
  if (inFlight.has(key)) {
    notify.warning(t('documents.pending'));
    return false;
  }
  inFlight.add(key);
  try {
    const doc = await build();
    deliverPdf(doc, fileName, output);
    notify.success(t('documents.generated'));
    return true;
  } catch (error) {
    if (error instanceof DocumentError) {
      notify[error.tone](t(error.messageId));
    } else {
      console.error(error);
      notify.error(t('documents.failed'));
    }
    return false;
  } finally {
    inFlight.delete(key);
  }
}

/** A file name safe on every system: letters, digits, dots, dashes. */
export function fileSafe(value: unknown): string {
  return (
    String(value ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'document'
  );
}
