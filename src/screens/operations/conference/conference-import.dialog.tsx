import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { ConferenceImportAnswer } from '../../../services/conference.api';
import { readSpreadsheet } from '../../../services/documents/spreadsheet';
import { notify } from '../../../services/toasts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FileUploadArea } from '../../../ui/file-upload';
import { Progress } from '../../../ui/progress';
import { useT } from '../../../ui/use-t';
import {
  CONFERENCE_IMPORT_ACCEPT,
  CONFERENCE_IMPORT_BATCH,
  conferenceImportRows,
  type ImportRowError,
  type SendableRow,
} from './conference-import';

// Import of a conference spreadsheet into one conference (doc 3 §2, §7 `type conference`; §8
// toasts "Planilha enviada com sucesso" / "Houve algum erro na importação"): a CSV or XLSX file,
// its rows sent in batches under a progress bar, then how many lines were read and every refused
// row with its sheet row number and why (the console's own checks and the simulator's answers).

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

export interface ConferenceImportDialogProps {
  code: string;
  send: (rows: SendableRow['row'][]) => Promise<ConferenceImportAnswer>;
  onClose: () => void;
}

interface Outcome {
  imported: number;
  errors: ImportRowError[];
}

export function ConferenceImportDialog({ code, send, onClose }: ConferenceImportDialogProps) {
  const t = useT();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<Outcome | null>(null);
  const busy = progress !== null && result === null;

  const run = async (file: File) => {
    setResult(null);
    let split: ReturnType<typeof conferenceImportRows>;
    try {
      split = conferenceImportRows(await readSpreadsheet(file));
    } catch {
      notify.error(t('conference.import.failed'));
      return;
    }
    const { sendable } = split;
    const outcome: Outcome = { imported: 0, errors: [...split.errors] };
    setProgress({ done: 0, total: sendable.length });
    let failed = false;
    try {
      for (let at = 0; at < sendable.length; at += CONFERENCE_IMPORT_BATCH) {
        const batch = sendable.slice(at, at + CONFERENCE_IMPORT_BATCH);
        const answer = await send(batch.map((b) => b.row));
        outcome.imported += answer.imported;
        for (const e of answer.errors)
          outcome.errors.push({
            sheetRow: batch[e.row - 1]?.sheetRow ?? 0,
            message: e.message,
            local: false,
          });
        setProgress({
          done: Math.min(sendable.length, at + CONFERENCE_IMPORT_BATCH),
          total: sendable.length,
        });
      }
    } catch {
      failed = true; // the API client told why
    }
    outcome.errors.sort((a, b) => a.sheetRow - b.sheetRow);
    setResult(outcome);
    if (failed || outcome.imported === 0) notify.error(t('conference.import.failed'));
    else notify.success(t('conference.import.sent'));
  };

  const shown = progress ?? { done: 0, total: 0 };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('conference.import.title', { code })}
      size="md"
      footer={
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('conference.import.close')}
        </Button>
      }
    >
      <p className={hint}>{t('conference.import.hint')}</p>
      <FileUploadArea
        label={t('conference.import.file')}
        maxFiles={1}
        accept={CONFERENCE_IMPORT_ACCEPT}
        typesLabel="CSV, XLSX"
        disabled={busy}
        onFiles={(files) => files[0] && void run(files[0])}
      />
      {progress && (
        <>
          <Progress
            value={shown.total === 0 ? 100 : Math.round((shown.done / shown.total) * 100)}
            label={t('conference.import.progress', shown)}
          />
          <p role="status">{t('conference.import.progress', shown)}</p>
        </>
      )}
      {result && (
        <>
          <p className={summary}>
            {t('conference.import.done', { imported: result.imported, failed: result.errors.length })}
          </p>
          {result.errors.length > 0 && (
            <ul className={errorList} aria-label={t('conference.import.errors')}>
              {result.errors.map((e) => (
                <li key={`${e.sheetRow}-${e.message}`}>
                  <strong>{t('conference.import.row', { row: e.sheetRow })}</strong>:{' '}
                  {e.local ? t(e.message) : e.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
