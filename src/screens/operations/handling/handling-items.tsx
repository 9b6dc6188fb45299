import { css } from '../../../../styled-system/css';
import type { Handling, HandlingItem } from '../../../domain/handling';
import { useHandlingCommands } from '../../../services/handling.api';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { useT } from '../../../ui/use-t';
import { CommandButton } from '../shared/command-button';
import { formatQty } from '../shared/format';
import { OperationStatusChip } from '../shared/status-chip';
import { handlingItemAnswers } from './handling-answers';

// doc 3 §2 Handling detail: the item table (sku, description, destination position, quantity,
// status, finalize and cancel). Finalize moves the item to its stored destination (the scanner
// panel chooses another one); both ask the item machine: only a PENDING item (doc 3 §4). Ours: the
// origin column, since a move with different origins has one per item.

const actions = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });

export function HandlingItems({ record }: { record: Handling }) {
  const t = useT();
  const commands = useHandlingCommands();
  const columns: DataTableColumn<HandlingItem>[] = [
    { key: 'sku', header: t('handling.columns.sku'), render: (i) => i.product.sku, stackedSlot: 'title' },
    { key: 'description', header: t('handling.columns.description'), render: (i) => i.product.description },
    { key: 'origin', header: t('handling.columns.origin'), render: (i) => i.positionCodeOrigin },
    {
      key: 'destination',
      header: t('handling.columns.destination'),
      render: (i) => i.positionCodeDestiny ?? '—',
    },
    {
      key: 'quantity',
      header: t('handling.columns.quantity'),
      align: 'right',
      render: (i) => formatQty(i.quantity),
    },
    {
      key: 'status',
      header: t('handling.columns.status'),
      render: (i) => <OperationStatusChip status={i.status} />,
    },
    {
      key: 'actions',
      header: t('handling.columns.actions'),
      align: 'right',
      stackedSlot: 'action',
      render: (i) => (
        <span className={actions}>
          <CommandButton
            variant="ghost"
            size="sm"
            // the stored destination is finalize's default; without one the scanner chooses it
            disabled={!handlingItemAnswers(i).open || !i.positionDestiny}
            ariaLabel={t('handling.actions.finalizeItem', { sku: i.product.sku })}
            title={t('handling.actions.finalizeItem', { sku: i.product.sku })}
            message={`${i.positionCodeOrigin} → ${i.positionCodeDestiny ?? ''}`}
            confirmLabel={t('handling.actions.finalize')}
            onConfirm={() => commands.finalizeItem(record.id, i.id)}
          >
            {t('handling.actions.finalize')}
          </CommandButton>
          <CommandButton
            variant="ghost"
            size="sm"
            tone="danger"
            disabled={!handlingItemAnswers(i).open}
            ariaLabel={t('handling.actions.cancelItem', { sku: i.product.sku })}
            title={t('handling.confirm.itemTitle')}
            message={t('handling.confirm.itemMessage', { sku: i.product.sku })}
            confirmLabel={t('handling.actions.cancel')}
            onConfirm={() => commands.cancelItem(record.id, i.id)}
          >
            {t('handling.actions.cancel')}
          </CommandButton>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('handling.detail.items')}
      columns={columns}
      rows={record.items}
      rowKey={(i) => i.id}
      loading={false}
      stacked
    />
  );
}
