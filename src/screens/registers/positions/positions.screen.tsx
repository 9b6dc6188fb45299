import { useState } from 'react';
import { hstack, stack } from '../../../../styled-system/patterns';
import { positionUsable } from '../../../domain/position-availability';
import { type PositionChip, positionChip } from '../../../domain/positions';
import type { Position } from '../../../domain/warehouse';
import { deletePosition, useInvalidatePositions, usePositionList } from '../../../services/positions.api';
import { useLoadErrorToast } from '../../../services/use-load-error-toast';
import { EditIcon, PlusIcon, TrashIcon, ViewIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { DataTableColumn } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page';
import { PagedDataTable, usePaging } from '../../../ui/paged-table';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { Badge, type BadgeTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { PositionFilters, type PositionFilterValues } from './position-filters';
import { PositionFormDialog } from './position-form.dialog';
import { PositionProductsDialog } from './position-products.dialog';
import { SelectionBar } from './selection-bar';

// /positions — doc 3 §2 Positions: columns building, warehouse, code, RFID code, scan type, type,
// inventory status (chip inactive / inventory / available), actions; filters warehouse, code and
// status (available or in inventory); new position; the position-products modal; the move and
// inventory bars over the selected rows; label printing. doc 3 §4: a position in inventory can't
// be selected (nor moved, deleted or put in a new inventory).

const page = stack({ gap: '3' });
const head = hstack({ gap: '2' });
const CHIP_TONES: Record<PositionChip, BadgeTone> = {
  inactive: 'neutral',
  inventory: 'warning',
  available: 'success',
};

export function PositionsScreen() {
  const t = useT();
  const paging = usePaging();
  const invalidate = useInvalidatePositions();
  const [filters, setFilters] = useState<PositionFilterValues>({ warehouse: '', code: '', status: '' });
  const [selected, setSelected] = useState<ReadonlyMap<string, Position>>(new Map());
  const [editing, setEditing] = useState<Position | null | undefined>(undefined);
  const [viewing, setViewing] = useState<Position | null>(null);
  const [deleting, setDeleting] = useState<Position | null>(null);
  const [busy, setBusy] = useState(false);
  const list = usePositionList({
    page: paging.page,
    take: paging.pageSize,
    warehouse: filters.warehouse || undefined,
    code: filters.code.trim() || undefined,
    inInventory: filters.status === '' ? undefined : filters.status === 'inInventory',
  });
  // doc 3 §8 "position load error (a problem loading the positions)"
  useLoadErrorToast(list, 'positions.loadError');
  const rows = list.data?.positions;
  const selectable = (p: Position) => positionUsable(p, 'moveFrom');
  const toggle = (p: Position, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(p.id, p);
      else next.delete(p.id);
      return next;
    });
  const pageSelectable = (rows ?? []).filter(selectable);
  const chosenOnPage = pageSelectable.filter((p) => selected.has(p.id));

  const columns: DataTableColumn<Position>[] = [
    {
      key: 'select',
      width: '2.5rem',
      header: (
        <Checkbox
          hideLabel
          label={t('positions.selectPage')}
          disabled={pageSelectable.length === 0}
          checked={
            chosenOnPage.length === 0
              ? false
              : chosenOnPage.length === pageSelectable.length
                ? true
                : 'indeterminate'
          }
          onCheckedChange={(on) => {
            for (const p of pageSelectable) toggle(p, on);
          }}
        />
      ),
      render: (p) => (
        <Checkbox
          hideLabel
          label={t('positions.selectRow', { code: p.code })}
          disabled={!selectable(p)}
          checked={selected.has(p.id)}
          onCheckedChange={(on) => toggle(p, on)}
        />
      ),
    },
    { key: 'building', header: t('positions.columns.building'), render: (p) => p.warehouse.building ?? '—' },
    { key: 'warehouse', header: t('positions.columns.warehouse'), render: (p) => p.warehouse.name },
    { key: 'code', header: t('positions.columns.code') },
    { key: 'rfidCode', header: t('positions.columns.rfidCode'), render: (p) => p.rfidCode ?? '—' },
    { key: 'scanType', header: t('positions.columns.scanType') },
    { key: 'type', header: t('positions.columns.type'), render: (p) => t(`positions.type.${p.type}`) },
    {
      key: 'inventory',
      header: t('positions.columns.inventory'),
      render: (p) => {
        const chip = positionChip(p);
        return <Badge tone={CHIP_TONES[chip]}>{t(`positions.chip.${chip}`)}</Badge>;
      },
    },
    {
      key: 'actions',
      header: t('positions.columns.actions'),
      align: 'right',
      render: (p) => (
        <RowActions>
          <RowActionButton
            label={t('positions.actions.products', { code: p.code })}
            onClick={() => setViewing(p)}
          >
            <ViewIcon />
          </RowActionButton>
          <RowActionButton
            label={t('positions.actions.edit', { code: p.code })}
            onClick={() => setEditing(p)}
          >
            <EditIcon />
          </RowActionButton>
          <RowActionButton
            label={t('positions.actions.delete', { code: p.code })}
            // the simulator refuses (409, toasted) one in inventory or holding stock (doc 3 §4)
            onClick={() => setDeleting(p)}
          >
            <TrashIcon />
          </RowActionButton>
        </RowActions>
      ),
    },
  ];

  return (
    <div className={page}>
      <PageHeader
        title={t('positions.title')}
        actions={
          <span className={head}>
            <Button onClick={() => setEditing(null)}>
              <PlusIcon /> {t('positions.new')}
            </Button>
          </span>
        }
      />
      <PositionFilters
        onSearch={(next) => {
          setFilters(next);
          paging.setPage(1);
        }}
      />
      <SelectionBar selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
      <PagedDataTable
        caption={t('positions.title')}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
      />
      {editing !== undefined && (
        <PositionFormDialog
          position={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void invalidate();
          }}
        />
      )}
      {viewing && <PositionProductsDialog position={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        tone="danger"
        loading={busy}
        title={t('positions.delete.title')}
        message={t('positions.delete.message', { code: deleting?.code ?? '' })}
        confirmLabel={t('positions.delete.confirm')}
        onConfirm={async () => {
          if (!deleting) return;
          setBusy(true);
          try {
            await deletePosition(deleting.id);
            setDeleting(null);
            void invalidate();
          } catch {
            // toasted by the API client; the dialog stays open (doc 3 §8)
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
