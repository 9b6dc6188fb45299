import { css } from '../../../../styled-system/css';
import { formatQuantity } from '../../../services/format';
import { type PositionItem, useWhereStored } from '../../../services/products.api';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { useT } from '../../../ui/use-t';

// Where a product is stored (doc 3 §2 Products "view positions", §7 GET /warehouse/product/{id}):
// its position items with stock, then the total per warehouse.

const totals = css({ mt: '3', fontSize: 'sm', display: 'flex', flexWrap: 'wrap', gap: '4' });

export interface ProductPositionsDialogProps {
  productId: string;
  name: string;
  onClose: () => void;
}

export function ProductPositionsDialog({ productId, name, onClose }: ProductPositionsDialogProps) {
  const t = useT();
  const where = useWhereStored(productId);
  const columns: DataTableColumn<PositionItem>[] = [
    { key: 'position', header: t('products.positions.position'), render: (i) => i.position.code },
    { key: 'warehouse', header: t('products.positions.warehouse'), render: (i) => i.warehouse.name },
    { key: 'building', header: t('products.positions.building'), render: (i) => i.warehouse.building ?? '—' },
    {
      key: 'quantity',
      header: t('products.positions.quantity'),
      align: 'right',
      render: (i) => formatQuantity(i.quantity),
    },
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('products.positions.title', { name })}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('products.positions.close')}
        </Button>
      }
    >
      <DataTable
        caption={t('products.positions.title', { name })}
        columns={columns}
        rows={where.data?.storage}
        rowKey={(i) => i.id}
        loading={where.isLoading}
        error={where.isError}
      />
      {where.data && where.data.warehouses.length > 0 && (
        <p className={totals}>
          <strong>{t('products.positions.total')}:</strong>
          {where.data.warehouses.map((w) => (
            <span key={w.id}>
              {w.code} · {formatQuantity(w.quantity)}
            </span>
          ))}
        </p>
      )}
    </Dialog>
  );
}
