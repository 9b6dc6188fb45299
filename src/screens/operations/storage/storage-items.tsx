import type { StorageItem } from '../../../services/operations.types';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExpandableTable } from '../../../ui/expandable-table';
import { OperatorLabel } from '../shared/operator-label';
import { useRowText } from '../shared/row-text';
import { OperationStatusChip } from '../shared/status-chip';
import { StorageItemActions } from './storage-item-actions';
import { StorageLines, type StorageLinesProps } from './storage-lines';

// The item rows of a storage (doc 3 §2: one row per order — order, operator, products, status,
// assign / cancel) expanding into their lines (storage-lines.tsx). Callbacks take the item (and
// line), so the parent can keep them stable and the memoized rows skip re-rendering.

export interface StorageItemsProps extends Omit<StorageLinesProps, 'item'> {
  items: StorageItem[] | undefined;
  loading: boolean;
  error: boolean;
  expanded: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
  /** the line a scan selected (its item row is marked) */
  selectedLine: string | null;
  onAssign: (item: StorageItem, userId: string) => Promise<unknown>;
  onCancel: (item: StorageItem) => Promise<unknown>;
}

export function StorageItems({
  items,
  loading,
  error,
  expanded,
  onToggle,
  selectedLine,
  onAssign,
  onCancel,
  ...lines
}: StorageItemsProps) {
  const t = useRowText();
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
      render: (i) => <StorageItemActions item={i} onAssign={onAssign} onCancel={onCancel} />,
    },
  ];
  return (
    <ExpandableTable
      caption={t('storage.items.caption')}
      columns={columns}
      rows={items}
      rowKey={(i) => i.id}
      loading={loading}
      error={error}
      expanded={expanded}
      onToggle={onToggle}
      toggleLabel={(i, open) =>
        t(open ? 'operations.detail.collapse' : 'operations.detail.expand', { order: i.order.orderNumber })
      }
      highlighted={(i) => i.order.items.some((l) => l.id === selectedLine)}
      expandedLines={(i) => i.order.items.length}
      version={(i) =>
        i.order.items
          .map(
            (l) =>
              `${lines.choices[l.id]}|${lines.reads[l.id]}|${lines.errors[l.id]}|${lines.finalizing === l.id}`,
          )
          .join(';')
      }
      renderExpanded={(i) => <StorageLines item={i} {...lines} />}
    />
  );
}
