import { useIntl } from 'react-intl';
import type { InventoryCounting, InventoryPosition } from '../../domain/inventory';
import { formatDateTime } from '../../services/format';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { Badge } from '../../ui/status-badge';
import { useT } from '../../ui/use-t';
import { qty } from './inventory-format';

/** The counting rows of one position (doc 3 §2 "expandable counting rows"): sequence, operator,
 * expected, counted, result, when — in the row under the position's (issue 31). `blind`: the
 * company's blind count hides the expected quantity (README). */
export function PositionCounts({ position, blind }: { position: InventoryPosition; blind: boolean }) {
  const t = useT();
  const intl = useIntl();
  return (
    <DataTable<InventoryCounting>
      caption={t('inventory.counting.caption', { code: position.code })}
      rows={position.counting}
      rowKey={(c) => c.id}
      loading={false}
      // cards on a handheld: the row it opens in is the width of the screen (412 px)
      stacked
      columns={[
        { key: 'sequence', header: t('inventory.counting.sequence'), align: 'right' },
        {
          key: 'user',
          header: t('inventory.counting.user'),
          render: (c) => c.user?.name ?? t('inventory.noOperator'),
        },
        ...expectedColumn<InventoryCounting>(blind, t('inventory.counting.expected'), (c) =>
          qty(c.countExpected, intl.locale),
        ),
        {
          key: 'realized',
          header: t('inventory.counting.realized'),
          align: 'right',
          render: (c) => qty(c.countRealized, intl.locale),
        },
        {
          key: 'status',
          header: t('inventory.counting.status'),
          render: (c) => (
            <Badge tone={c.status === 'MATCH' ? 'success' : 'danger'}>
              {t(`inventory.counting.${c.status}`)}
            </Badge>
          ),
        },
        {
          key: 'finishedAt',
          header: t('inventory.counting.finishedAt'),
          render: (c) => formatDateTime(c.finishedAt),
        },
      ]}
    />
  );
}

/** The expected-quantity column, left out under a blind count (issue 31, README). */
function expectedColumn<T>(blind: boolean, header: string, render: (row: T) => string): DataTableColumn<T>[] {
  return blind ? [] : [{ key: 'expected', header, align: 'right', render }];
}

/** The products dialog (doc 3 §2): the items of the position's last count, with the fields of
 * doc 3 §3 counting items; an item from another position is marked. */
export function ProductsDialog({
  position,
  blind,
  onClose,
}: {
  position: InventoryPosition;
  blind: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const items = position.counting.at(-1)?.items ?? [];
  type Item = (typeof items)[number];
  const text = (v: string | null) => v ?? '—';
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('inventory.products.title', { code: position.code })}
      size="xl"
    >
      <DataTable<Item>
        caption={t('inventory.products.caption')}
        rows={items}
        rowKey={(i) => i.id}
        loading={false}
        columns={[
          { key: 'sku', header: t('inventory.products.sku'), render: (i) => i.product?.sku ?? '—' },
          {
            key: 'description',
            header: t('inventory.products.description'),
            render: (i) => i.product?.description ?? '—',
          },
          { key: 'barcode', header: t('inventory.products.barcode'), render: (i) => text(i.barcode) },
          { key: 'rfid', header: t('inventory.products.rfid'), render: (i) => text(i.rfidcode) },
          {
            key: 'serviceTag',
            header: t('inventory.products.serviceTag'),
            render: (i) => text(i.serviceTag),
          },
          {
            key: 'responsible',
            header: t('inventory.products.responsible'),
            render: (i) => text(i.responsible),
          },
          { key: 'padlock', header: t('inventory.products.padlock'), render: (i) => text(i.padlock) },
          { key: 'batch', header: t('inventory.products.batch'), render: (i) => text(i.productBatch) },
          { key: 'expire', header: t('inventory.products.expire'), render: (i) => text(i.productExpire) },
          ...expectedColumn<Item>(blind, t('inventory.counting.expected'), (i) =>
            qty(i.countExpected, intl.locale),
          ),
          {
            key: 'realized',
            header: t('inventory.counting.realized'),
            align: 'right',
            render: (i) => qty(i.countRealized, intl.locale),
          },
          {
            key: 'status',
            header: t('inventory.counting.status'),
            render: (i) => (
              <Badge tone={i.status === 'MATCH' ? 'success' : 'danger'}>
                {i.anotherPosition
                  ? t('inventory.products.anotherPosition')
                  : t(`inventory.counting.${i.status}`)}
              </Badge>
            ),
          },
        ]}
      />
    </Dialog>
  );
}
