import { useState } from 'react';
import { useIntl } from 'react-intl';
import { INVENTORY_STATUSES, INVENTORY_TYPES, type Inventory } from '../../domain/inventory';
import { useInventoryList } from '../../services/inventory.api';
import { PlusIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { PagedDataTable, usePaging } from '../../ui/paged-table';
import { Select } from '../../ui/select';
import { Badge, statusTone } from '../../ui/status-badge';
import { useT } from '../../ui/use-t';
import { CreateInventoryDialog } from './create-inventory.dialog';
import { InventoryActions } from './inventory-actions';
import { dayText, qty } from './inventory-format';

interface Filters {
  code: string;
  status: string | null;
  type: string | null;
  position: string;
  open: string | null;
}
const NO_FILTERS: Filters = { code: '', status: null, type: null, position: '', open: null };

/**
 * The "All" tab of /inventory (doc 3 §2): date, number, operator, total positions, finalized
 * positions %, status (open or closed, and the counting status), actions; filters by code, status,
 * type (DEFAULT/ASSET), a position code and open/closed — all in SQL (GET /inventory).
 */
export function InventoryList({ onOpen }: { onOpen: (row: Inventory) => void }) {
  const t = useT();
  const intl = useIntl();
  const paging = usePaging('inventory');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const list = useInventoryList({
    page: paging.page,
    perPage: paging.pageSize,
    code: filters.code || undefined,
    // "status" carries either a counting status or open/closed (doc 3 §7 "status false")
    status: filters.status ?? filters.open ?? undefined,
    type: filters.type ?? undefined,
    position: filters.position || undefined,
  });
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const columns: DataTableColumn<Inventory>[] = [
    { key: 'date', header: t('inventory.col.date'), render: (r) => dayText(r.inventoryDate) },
    { key: 'code', header: t('inventory.col.number'), stackedSlot: 'title' },
    {
      key: 'operator',
      header: t('inventory.col.operator'),
      render: (r) => r.user?.name ?? <Badge tone="neutral">{t('inventory.noOperator')}</Badge>,
    },
    { key: 'totalPositions', header: t('inventory.col.totalPositions'), align: 'right' },
    {
      key: 'finalized',
      header: t('inventory.col.finalized'),
      align: 'right',
      render: (r) => `${qty(r.finalized, intl.locale)} %`,
    },
    {
      key: 'status',
      header: t('inventory.col.status'),
      render: (r) => (
        <Badge tone={r.isOpen ? statusTone(r.status) : 'success'}>
          {`${t(`inventory.open.${r.isOpen}`)} · ${t(`inventory.status.${r.status}`)}`}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('inventory.col.actions'),
      stackedSlot: 'action',
      render: (r) => <InventoryActions inventory={r} />,
    },
  ];
  const items = (values: readonly string[], prefix: string) => [
    { value: '', label: t('inventory.filter.any') },
    ...values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) })),
  ];
  return (
    <>
      <FilterPanel
        onSearch={() => {
          setFilters(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft(NO_FILTERS);
          setFilters(NO_FILTERS);
        }}
      >
        <TextField
          label={t('inventory.filter.code')}
          value={draft.code}
          onChange={(e) => set({ code: e.target.value })}
        />
        <Select
          label={t('inventory.filter.status')}
          items={items(INVENTORY_STATUSES, 'inventory.status')}
          value={draft.status ?? ''}
          onValueChange={(v) => set({ status: v || null })}
        />
        <Select
          label={t('inventory.filter.type')}
          items={items(INVENTORY_TYPES, 'inventory.type')}
          value={draft.type ?? ''}
          onValueChange={(v) => set({ type: v || null })}
        />
        <TextField
          label={t('inventory.filter.position')}
          value={draft.position}
          onChange={(e) => set({ position: e.target.value })}
        />
        <Select
          label={t('inventory.filter.open')}
          items={items(['true', 'false'], 'inventory.open')}
          value={draft.open ?? ''}
          onValueChange={(v) => set({ open: v || null })}
        />
      </FilterPanel>
      <div>
        <Button variant="outline" onClick={() => setCreating(true)}>
          <PlusIcon /> {t('inventory.list.new')}
        </Button>
      </div>
      <PagedDataTable
        caption={t('inventory.list.caption')}
        columns={columns}
        rows={list.data?.inventories}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError}
        onRowClick={onOpen}
        paging={paging}
        total={list.data?.total ?? 0}
        stacked
      />
      {creating && <CreateInventoryDialog onClose={() => setCreating(false)} />}
    </>
  );
}
