import { useState } from 'react';
import { hstack } from '../../../../styled-system/patterns';
import type { PositionView } from '../../../domain/positions';
import { SPECIAL_LAYOUT_DOCUMENT } from '../../../domain/positions';
import type { Position } from '../../../domain/warehouse';
import { formatQuantity as formatQty } from '../../../services/format';
import { patchPositionItem, useInvalidatePositions, usePosition } from '../../../services/positions.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { useT } from '../../../ui/use-t';

// The position-products modal (doc 3 §2 Positions): what the position stores. doc 3 §6: the
// special layout (service tag, responsible, padlock) shows only to the company of
// SPECIAL_LAYOUT_DOCUMENT; there each is edited inline and saved with PATCH
// /warehouse/position/{id} (doc 3 §7; a value must not be empty, doc 3 §5 stock inline edits).

type Item = PositionView['storageItems'][number];
type Editable = 'serviceTag' | 'responsible' | 'padlock';
const cell = hstack({ gap: '1' });

function InlineEdit({ item, field, onSaved }: { item: Item; field: Editable; onSaved: () => void }) {
  const t = useT();
  const [value, setValue] = useState(item[field] ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const label = t('positions.products.editField', {
    field: t(`positions.columns.${field}`),
    sku: item.product.sku,
  });
  return (
    <span className={cell}>
      <TextField hideLabel label={label} value={value} error={error} onValueChange={setValue} />
      <Button
        size="sm"
        variant="ghost"
        loading={busy}
        disabled={value === (item[field] ?? '')}
        aria-label={`${t('positions.products.save')} — ${label}`}
        onClick={async () => {
          if (!value.trim()) return setError(t('positions.products.required'));
          setError(undefined);
          setBusy(true);
          try {
            await patchPositionItem(item.id, field, value.trim());
            onSaved();
          } catch {
            // toasted by the API client
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('positions.products.save')}
      </Button>
    </span>
  );
}

export function PositionProductsDialog({ position, onClose }: { position: Position; onClose: () => void }) {
  const t = useT();
  const doc = useViewedCompanyDocument();
  const detail = usePosition(position.id);
  const invalidate = useInvalidatePositions();
  const special = doc === SPECIAL_LAYOUT_DOCUMENT;
  const edit = (field: Editable): DataTableColumn<Item> => ({
    key: field,
    header: t(`positions.columns.${field}`),
    render: (i) => <InlineEdit item={i} field={field} onSaved={() => void invalidate()} />,
  });
  const columns: DataTableColumn<Item>[] = [
    { key: 'sku', header: t('positions.columns.sku'), render: (i) => i.product.sku },
    { key: 'description', header: t('positions.columns.description'), render: (i) => i.product.description },
    { key: 'barcode', header: t('positions.columns.barcode'), render: (i) => i.barcode ?? '—' },
    { key: 'rfidcode', header: t('positions.columns.rfidCode'), render: (i) => i.rfidcode ?? '—' },
    ...(special ? [edit('serviceTag'), edit('responsible'), edit('padlock')] : []),
    {
      key: 'quantity',
      header: t('positions.columns.quantity'),
      align: 'right',
      render: (i) => formatQty(i.quantity),
    },
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('positions.products.title', { code: position.code })}
      size="xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('positions.products.close')}
        </Button>
      }
    >
      <DataTable
        caption={t('positions.products.title', { code: position.code })}
        columns={columns}
        rows={detail.data?.storageItems}
        rowKey={(i) => i.id}
        loading={detail.isLoading}
        error={detail.isError}
      />
    </Dialog>
  );
}
