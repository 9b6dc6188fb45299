import { useIntl } from 'react-intl';
import type { StorageItem, StorageLine } from '../../../services/operations.types';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExpandableTable } from '../shared/expandable-table';
import { OperatorLabel } from '../shared/operator-label';
import { OperationStatusChip } from '../shared/status-chip';
import { StorageItemActions } from './storage-item-actions';
import { StorageLines } from './storage-lines';

// The item rows of a storage (doc 3 §2: one row per order — order, operator, products, status,
// assign / cancel) expanding into their lines (storage-lines.tsx).

export interface StorageItemsProps {
  items: StorageItem[] | undefined;
  loading: boolean;
  error: boolean;
  expanded: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
  /** the line a scan selected (its item row is marked) */
  selectedLine: string | null;
  choices: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  finalizing: string | null;
  onChoose: (line: StorageLine, positionId: string | null) => void;
  onFinalize: (item: StorageItem, line: StorageLine, positionId: string | null) => void;
  onEditQuantity: (item: StorageItem, line: StorageLine, quantity: string) => Promise<unknown>;
  onAssign: (item: StorageItem, userId: string) => Promise<unknown>;
  onCancel: (item: StorageItem) => Promise<unknown>;
}

export function StorageItems(props: StorageItemsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const columns: DataTableColumn<StorageItem>[] = [
    { key: 'order', header: t('storage.items.order'), render: (i) => i.order.orderNumber },
    { key: 'user', header: t('operations.columns.operator'), render: (i) => <OperatorLabel user={i.user} /> },
    {
      key: 'lines',
      header: t('storage.items.products'),
      align: 'right',
      render: (i) => i.order.items.length,
    },
    {
      key: 'status',
      header: t('operations.columns.status'),
      render: (i) => <OperationStatusChip status={i.status} />,
    },
    {
      key: 'actions',
      header: t('operations.columns.actions'),
      align: 'right',
      render: (i) => (
        <StorageItemActions
          item={i}
          onAssign={(userId) => props.onAssign(i, userId)}
          onCancel={() => props.onCancel(i)}
        />
      ),
    },
  ];
  return (
    <ExpandableTable
      caption={t('storage.items.caption')}
      columns={columns}
      rows={props.items}
      rowKey={(i) => i.id}
      loading={props.loading}
      error={props.error}
      expanded={props.expanded}
      onToggle={props.onToggle}
      toggleLabel={(i, open) =>
        t(open ? 'operations.detail.collapse' : 'operations.detail.expand', { order: i.order.orderNumber })
      }
      highlighted={(i) => i.order.items.some((l) => l.id === props.selectedLine)}
      renderExpanded={(i) => (
        <StorageLines
          item={i}
          choices={props.choices}
          errors={props.errors}
          finalizing={props.finalizing}
          onChoose={props.onChoose}
          onFinalize={(line, positionId) => props.onFinalize(i, line, positionId)}
          onEditQuantity={(line, quantity) => props.onEditQuantity(i, line, quantity)}
        />
      )}
    />
  );
}
