import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { formatDate } from '../../../services/format';
import type { StorageItem, StorageLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { formatQty } from '../shared/format';
import { OperationStatusChip } from '../shared/status-chip';
import { PositionSelect } from './position-select';
import { QuantityEdit } from './quantity-edit';
import { chosenPosition, isLineOpen } from './storage-rules';

// The lines of a storage item (doc 3 §2 Storage: description, manufacturer code, batch, expiry,
// barcode, unit, quantity, read quantity, status, position selector) with the per-line finalize
// (storage-item machine; "position field is required" when none is chosen, doc 3 §5) and, in
// OCCURRENCE, the quantity correction.

const actions = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });
const stored = css({ fontSize: 'xs', color: 'textMuted' });

export interface StorageLinesProps {
  item: StorageItem;
  choices: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  finalizing: string | null;
  onChoose: (line: StorageLine, positionId: string | null) => void;
  onFinalize: (line: StorageLine, positionId: string | null) => void;
  onEditQuantity: (line: StorageLine, quantity: string) => Promise<unknown>;
}

export function StorageLines({
  item,
  choices,
  errors,
  finalizing,
  onChoose,
  onFinalize,
  onEditQuantity,
}: StorageLinesProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const columns: DataTableColumn<StorageLine>[] = [
    { key: 'description', header: t('storage.lines.description') },
    {
      key: 'manufactorCode',
      header: t('storage.lines.manufacturerCode'),
      render: (l) => l.product?.manufactorCode,
    },
    { key: 'productBatch', header: t('storage.lines.batch') },
    { key: 'productExpire', header: t('storage.lines.expiry'), render: (l) => formatDate(l.productExpire) },
    { key: 'barcode', header: t('storage.lines.barcode') },
    { key: 'un', header: t('storage.lines.unit') },
    {
      key: 'quantity',
      header: t('storage.lines.quantity'),
      align: 'right',
      render: (l) => formatQty(l.quantity),
    },
    {
      key: 'readQuantity',
      header: t('storage.lines.read'),
      align: 'right',
      render: (l) => formatQty(l.readQuantity),
    },
    {
      key: 'status',
      header: t('storage.lines.status'),
      render: (l) => <OperationStatusChip status={l.status} />,
    },
    {
      key: 'position',
      header: t('storage.lines.position'),
      render: (l) =>
        isLineOpen(item, l) ? (
          <PositionSelect
            line={l}
            value={chosenPosition(l, choices)}
            onChange={(positionId) => onChoose(l, positionId)}
            error={errors[l.id]}
          />
        ) : (
          <span className={stored}>
            {l.storagePosition.map((p) => `${p.position} (${formatQty(p.quantity)})`).join(', ')}
          </span>
        ),
    },
    {
      key: 'actions',
      header: t('operations.columns.actions'),
      align: 'right',
      render: (l) =>
        l.status === 'OCCURRENCE' ? (
          <QuantityEdit item={item} line={l} onSave={(quantity) => onEditQuantity(l, quantity)} />
        ) : (
          isLineOpen(item, l) && (
            <span className={actions}>
              <Button
                size="sm"
                variant="outline"
                loading={finalizing === l.id}
                aria-label={t('storage.lines.finalizeOf', { product: l.description })}
                onClick={() => onFinalize(l, chosenPosition(l, choices))}
              >
                {t('operations.actions.finalize')}
              </Button>
            </span>
          )
        ),
    },
  ];

  return (
    <DataTable
      caption={t('storage.lines.caption', { order: item.order.orderNumber })}
      columns={columns}
      rows={item.order.items}
      rowKey={(l) => l.id}
      loading={false}
    />
  );
}
