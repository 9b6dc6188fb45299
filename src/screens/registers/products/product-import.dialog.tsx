import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { readSpreadsheet } from '../../../services/documents/spreadsheet';
import { type ImportRowResult, importProductRows } from '../../../services/products.api';
import { notify } from '../../../services/toasts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FileUploadArea } from '../../../ui/file-upload';
import { Progress } from '../../../ui/progress';
import { useT } from '../../../ui/use-t';
import { IMPORT_BATCH, importRows, PRODUCT_IMPORT_ACCEPT } from './product-import';

// Product import (doc 3 §2 Products "import button (CSV default)", §8 "product import" toast): pick a
// CSV (default) or XLSX file, the rows go in batches with a progress bar, then the count imported
// and every refused row with its line and reason. Refused rows change nothing; the others are saved.

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

export interface ProductImportDialogProps {
  onClose: () => void;
  onImported: () => void;
}

export function ProductImportDialog({ onClose, onImported }: ProductImportDialogProps) {
  const t = useT();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ imported: number; errors: ImportRowResult[] } | null>(null);
  const busy = progress !== null && result === null;

  const run = async (file: File) => {
    setResult(null);
    let rows: ReturnType<typeof importRows>;
    try {
      rows = importRows(await readSpreadsheet(file));
    } catch {
      notify.error(t('products.importDialog.unreadable'));
      return;
    }
    if (rows.length === 0) {
      notify.warning(t('products.importDialog.noRows'));
      return;
    }
    const outcome = { imported: 0, errors: [] as ImportRowResult[] };
    setProgress({ done: 0, total: rows.length });
    try {
      for (let at = 0; at < rows.length; at += IMPORT_BATCH) {
        const answer = await importProductRows(rows.slice(at, at + IMPORT_BATCH));
        outcome.imported += answer.imported;
        outcome.errors.push(...answer.errors);
        setProgress({ done: Math.min(rows.length, at + IMPORT_BATCH), total: rows.length });
      }
    } catch {
      notify.error(t('products.importDialog.failed'));
    }
    setResult(outcome);
    const text = t('products.importDialog.done', {
      imported: outcome.imported,
      failed: outcome.errors.length,
    });
    if (outcome.errors.length > 0) notify.warning(text);
    else notify.success(text);
    if (outcome.imported > 0) onImported();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('products.importDialog.title')}
      size="md"
      footer={
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('products.importDialog.close')}
        </Button>
      }
    >
      <p className={hint}>{t('products.importDialog.hint')}</p>
      <FileUploadArea
        label={t('products.importDialog.file')}
        maxFiles={1}
        accept={PRODUCT_IMPORT_ACCEPT}
        typesLabel="CSV, XLSX"
        disabled={busy}
        onFiles={(files) => files[0] && void run(files[0])}
      />
      {progress && (
        <Progress
          value={Math.round((progress.done / progress.total) * 100)}
          label={t('products.importDialog.progress', progress)}
        />
      )}
      {progress && <p role="status">{t('products.importDialog.progress', progress)}</p>}
      {result && (
        <>
          <p className={summary}>
            {t('products.importDialog.done', { imported: result.imported, failed: result.errors.length })}
          </p>
          {result.errors.length > 0 && (
            <ul className={errorList} aria-label={t('products.importDialog.errors')}>
              {result.errors.map((e) => (
                <li key={e.line}>
                  <strong>{t('products.importDialog.line', { line: e.line })}</strong>: {e.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}
