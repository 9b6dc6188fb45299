import { useState } from 'react';
import { css } from '../../styled-system/css';
import { Button } from './button';
import { Dialog } from './dialog';
import { FileUploadArea } from './file-upload';
import { Progress } from './progress';

// A spreadsheet import in batches (the product import, doc 3 §2 Products; the conference import,
// doc 3 §7 `type conference`): one CSV or XLSX file, its rows sent `batchSize` at a time under a
// progress bar, then how many were imported and every refused row with its sheet row and why. What
// differs per import — how a file becomes rows, the call, the texts, the toasts — is the caller's.

const hint = css({ fontSize: 'sm', color: 'textMuted', mb: '3' });
const errorList = css({
  mt: '3',
  maxHeight: '240px',
  overflowY: 'auto',
  fontSize: 'sm',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '2',
  '& li': { py: '1' },
});
const summary = css({ mt: '3', fontWeight: 'semibold' });

/** A refused row: `row` as the user finds it in the sheet, `message` already in their language. */
export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportOutcome {
  imported: number;
  errors: ImportRowError[];
  /** a batch's call failed (the API client told why); the batches before it stay imported */
  failed: boolean;
}

export interface BatchImportTexts {
  title: string;
  hint: string;
  file: string;
  close: string;
  progress: (p: { done: number; total: number }) => string;
  done: (o: { imported: number; failed: number }) => string;
  errors: string;
  row: (row: number) => string;
}

export interface BatchImportDialogProps<R> {
  texts: BatchImportTexts;
  accept: Record<string, string[]>;
  batchSize: number;
  /** The file's rows to send and the rows refused before sending; null when there is nothing to
   * send (the caller told the user). Throws when the file can't be read. */
  read: (file: File) => Promise<{ rows: R[]; errors: ImportRowError[] } | null>;
  /** One batch sent: how many were imported and the refused rows (with their sheet rows). */
  send: (batch: R[]) => Promise<{ imported: number; errors: ImportRowError[] }>;
  onUnreadable: () => void;
  /** after the last batch (toasts, refetches) */
  onDone: (outcome: ImportOutcome) => void;
  onClose: () => void;
}

export function BatchImportDialog<R>({
  texts,
  accept,
  batchSize,
  read,
  send,
  onUnreadable,
  onDone,
  onClose,
}: BatchImportDialogProps<R>) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<ImportOutcome | null>(null);
  const busy = progress !== null && result === null;

  const run = async (file: File) => {
    setResult(null);
    let input: Awaited<ReturnType<typeof read>>;
    try {
      input = await read(file);
    } catch {
      onUnreadable();
      return;
    }
    if (!input) return;
    const { rows } = input;
    const outcome: ImportOutcome = { imported: 0, errors: [...input.errors], failed: false };
    setProgress({ done: 0, total: rows.length });
    try {
      for (let at = 0; at < rows.length; at += batchSize) {
        const answer = await send(rows.slice(at, at + batchSize));
        outcome.imported += answer.imported;
        outcome.errors.push(...answer.errors);
        setProgress({ done: Math.min(rows.length, at + batchSize), total: rows.length });
      }
    } catch {
      outcome.failed = true;
    }
    outcome.errors.sort((a, b) => a.row - b.row);
    setResult(outcome);
    onDone(outcome);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={texts.title}
      size="md"
      footer={
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {texts.close}
        </Button>
      }
    >
      <p className={hint}>{texts.hint}</p>
      <FileUploadArea
        label={texts.file}
        maxFiles={1}
        accept={accept}
        typesLabel="CSV, XLSX"
        disabled={busy}
        onFiles={(files) => files[0] && void run(files[0])}
      />
      {progress && (
        <>
          <Progress
            value={progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100)}
            label={texts.progress(progress)}
          />
          <p role="status">{texts.progress(progress)}</p>
        </>
      )}
      {result && (
        <>
          <p className={summary}>{texts.done({ imported: result.imported, failed: result.errors.length })}</p>
          {result.errors.length > 0 && (
            <ul className={errorList} aria-label={texts.errors}>
              {result.errors.map((e) => (
                <li key={`${e.row}-${e.message}`}>
                  <strong>{texts.row(e.row)}</strong>: {e.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
