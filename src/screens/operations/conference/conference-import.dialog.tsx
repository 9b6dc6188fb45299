import type { ConferenceImportAnswer } from '../../../services/conference.api';
import { readSpreadsheet } from '../../../services/documents/spreadsheet';
import { notify } from '../../../services/toasts';
import { BatchImportDialog } from '../../../ui/batch-import-dialog';
import { useT } from '../../../ui/use-t';
import {
  CONFERENCE_IMPORT_ACCEPT,
  CONFERENCE_IMPORT_BATCH,
  conferenceImportRows,
  type SendableRow,
} from './conference-import';

// Import of a conference spreadsheet into one conference (doc 3 §2, §7 `type conference`; §8
// toasts "Planilha enviada com sucesso" / "Houve algum erro na importação"): a CSV or XLSX file,
// its rows sent in batches under a progress bar (src/ui/batch-import-dialog.tsx, shared with the
// product import), then how many lines were read and every refused row with its sheet row number
// and why (the console's own checks and the simulator's answers).

export interface ConferenceImportDialogProps {
  code: string;
  send: (rows: SendableRow['row'][]) => Promise<ConferenceImportAnswer>;
  onClose: () => void;
}

export function ConferenceImportDialog({ code, send, onClose }: ConferenceImportDialogProps) {
  const t = useT();
  return (
    <BatchImportDialog<SendableRow>
      texts={{
        title: t('conference.import.title', { code }),
        hint: t('conference.import.hint'),
        file: t('conference.import.file'),
        close: t('conference.import.close'),
        progress: (p) => t('conference.import.progress', p),
        done: (o) => t('conference.import.done', o),
        errors: t('conference.import.errors'),
        row: (row) => t('conference.import.row', { row }),
      }}
      accept={CONFERENCE_IMPORT_ACCEPT}
      batchSize={CONFERENCE_IMPORT_BATCH}
      read={async (file) => {
        const { sendable, errors } = conferenceImportRows(await readSpreadsheet(file));
        // the console's own refusals carry locale keys (conference.import.*)
        return {
          rows: sendable,
          errors: errors.map((e) => ({ row: e.sheetRow, message: e.local ? t(e.message) : e.message })),
        };
      }}
      send={async (batch) => {
        const answer = await send(batch.map((b) => b.row));
        // the simulator numbers a batch's rows from 1
        const errors = answer.errors.map((e) => ({
          row: batch[e.row - 1]?.sheetRow ?? 0,
          message: e.message,
        }));
        return { imported: answer.imported, errors };
      }}
      onUnreadable={() => notify.error(t('conference.import.failed'))}
      onDone={(o) => {
        if (o.failed || o.imported === 0) notify.error(t('conference.import.failed'));
        else notify.success(t('conference.import.sent'));
      }}
      onClose={onClose}
    />
  );
}
