import { readSpreadsheet } from '../../../services/documents/spreadsheet';
import { importProductRows } from '../../../services/products.api';
import { notify } from '../../../services/toasts';
import { BatchImportDialog } from '../../../ui/batch-import-dialog';
import { useT } from '../../../ui/use-t';
import { IMPORT_BATCH, importRows, PRODUCT_IMPORT_ACCEPT } from './product-import';

// Product import (doc 3 §2 Products "import button (CSV default)", §8 "product import" toast): pick a
// CSV (default) or XLSX file, the rows go in batches with a progress bar, then the count imported
// and every refused row with its line and reason (src/ui/batch-import-dialog.tsx, shared with the
// conference import). Refused rows change nothing; the others are saved.

export interface ProductImportDialogProps {
  onClose: () => void;
  onImported: () => void;
}

type ProductRow = ReturnType<typeof importRows>[number];

export function ProductImportDialog({ onClose, onImported }: ProductImportDialogProps) {
  const t = useT();
  return (
    <BatchImportDialog<ProductRow>
      texts={{
        title: t('products.importDialog.title'),
        hint: t('products.importDialog.hint'),
        file: t('products.importDialog.file'),
        close: t('products.importDialog.close'),
        progress: (p) => t('products.importDialog.progress', p),
        done: (o) => t('products.importDialog.done', o),
        errors: t('products.importDialog.errors'),
        row: (line) => t('products.importDialog.line', { line }),
      }}
      accept={PRODUCT_IMPORT_ACCEPT}
      batchSize={IMPORT_BATCH}
      read={async (file) => {
        const rows = importRows(await readSpreadsheet(file));
        if (rows.length > 0) return { rows, errors: [] };
        notify.warning(t('products.importDialog.noRows'));
        return null;
      }}
      send={async (batch) => {
        const answer = await importProductRows(batch);
        return {
          imported: answer.imported,
          errors: answer.errors.map((e) => ({ row: e.line, message: e.message })),
        };
      }}
      onUnreadable={() => notify.error(t('products.importDialog.unreadable'))}
      onDone={(o) => {
        if (o.failed) notify.error(t('products.importDialog.failed'));
        const text = t('products.importDialog.done', { imported: o.imported, failed: o.errors.length });
        if (o.errors.length > 0) notify.warning(text);
        else notify.success(text);
        if (o.imported > 0) onImported();
      }}
      onClose={onClose}
    />
  );
}
