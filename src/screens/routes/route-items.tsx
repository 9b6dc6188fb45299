import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { hstack, stack } from '../../../styled-system/patterns';
import type { Sort } from '../../domain/list-query';
import type { RouteItem, RouteRecord } from '../../domain/operations';
import { useRouteCommands } from '../../services/routes.api';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { ChevronDownIcon } from '../../ui/icons';
import { useT } from '../../ui/use-t';
import { DeliveryDialog } from './delivery.dialog';
import { draftChanged, moved, orderedItems } from './item-order';
import { OrdersActionDialog } from './orders-action.dialog';
import { routeAnswers, routeItemAnswers } from './route-answers';
import { RouteStatusChip } from './route-chips';

// The detail's order table (doc 3 §2, §4): select boxes (pending items only), the sort toggle
// (ascending, descending, none) on sequence and order, arrows to reorder — then Confirm saves the
// sequence (PUT /route-sequence) —, per-order finalize / occurrence / remove, and the bulk bar
// (move to another route, remove) over the selected orders. The machines enable every control.
// Reordering works on the stored sequence: while a draft is open the sort toggle is set aside.

type Dialog =
  | { kind: 'ok' | 'occurrence'; item: RouteItem }
  | { kind: 'remove' | 'move'; orders: string[] }
  | null;

const bar = hstack({
  gap: '2',
  p: '2',
  bg: 'accentSubtle',
  borderRadius: 'md',
  flexWrap: 'wrap',
});
const upIcon = css({ transform: 'rotate(180deg)' });

export function RouteItems({ route }: { route: RouteRecord }) {
  const t = useT();
  const commands = useRouteCommands();
  const [sort, setSort] = useState<Sort | null>(null);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saving, setSaving] = useState(false);
  const may = routeAnswers(route);
  const rows = orderedItems(route.items, draft ? null : sort, draft);
  const selectable = route.items.filter((i) => routeItemAnswers(route, i).select);
  const chosen = selectable.filter((i) => selected.has(i.order.id)).map((i) => i.order.id);
  const toggle = (orderId: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  const shift = (index: number, delta: -1 | 1) =>
    setDraft((d) => moved(d ?? orderedItems(route.items, null, null).map((i) => i.id), index, delta));
  const confirmOrder = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await commands.reorder(route.id, draft);
      setDraft(null);
    } catch {
      // told by the API client; the draft stays
    } finally {
      setSaving(false);
    }
  };

  const columns: DataTableColumn<RouteItem>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          label={t('routes.selection.all')}
          hideLabel
          checked={chosen.length === 0 ? false : chosen.length === selectable.length ? true : 'indeterminate'}
          disabled={selectable.length === 0}
          onCheckedChange={(on) => setSelected(new Set(on ? selectable.map((i) => i.order.id) : []))}
        />
      ),
      width: '3rem',
      render: (i) => (
        <Checkbox
          label={t('routes.selection.one', { order: i.order.orderNumber })}
          hideLabel
          checked={selected.has(i.order.id)}
          disabled={!routeItemAnswers(route, i).select}
          onCheckedChange={(on) => toggle(i.order.id, on)}
        />
      ),
    },
    {
      key: 'sequence',
      header: t('routes.columns.sequence'),
      sortable: !draft,
      align: 'right',
      render: (i) => i.sequence ?? '–',
    },
    { key: 'order', header: t('routes.columns.order'), sortable: !draft, render: (i) => i.order.orderNumber },
    {
      key: 'recipient',
      header: t('routes.columns.recipient'),
      render: (i) => i.order.recipient.fantasyName || i.order.recipient.name,
    },
    {
      key: 'address',
      header: t('routes.columns.address'),
      render: (i) =>
        `${i.order.recipient.street}, ${i.order.recipient.number} — ${i.order.recipient.city}/${i.order.recipient.state}`,
    },
    {
      key: 'status',
      header: t('routes.columns.status'),
      render: (i) => <RouteStatusChip status={i.status} />,
    },
    {
      key: 'actions',
      header: t('routes.columns.actions'),
      align: 'right',
      render: (i) => {
        const can = routeItemAnswers(route, i);
        const index = rows.indexOf(i);
        const order = i.order.orderNumber;
        return (
          <div className={hstack({ gap: '1', justify: 'flex-end' })}>
            {may.reorder && (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={t('routes.reorder.up', { order })}
                  disabled={index === 0 || (!draft && sort !== null)}
                  onClick={() => shift(index, -1)}
                >
                  <ChevronDownIcon className={upIcon} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={t('routes.reorder.down', { order })}
                  disabled={index === rows.length - 1 || (!draft && sort !== null)}
                  onClick={() => shift(index, 1)}
                >
                  <ChevronDownIcon />
                </Button>
              </>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={!can.finalize}
              aria-label={t('routes.actions.finalizeOf', { order })}
              onClick={() => setDialog({ kind: 'ok', item: i })}
            >
              {t('routes.actions.finalize')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!can.occurrence}
              aria-label={t('routes.actions.occurrenceOf', { order })}
              onClick={() => setDialog({ kind: 'occurrence', item: i })}
            >
              {t('routes.actions.occurrence')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!can.remove}
              aria-label={t('routes.actions.removeOf', { order })}
              onClick={() => setDialog({ kind: 'remove', orders: [i.order.id] })}
            >
              {t('routes.actions.remove')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className={stack({ gap: '2' })}>
      {chosen.length > 0 && (
        <section className={bar} aria-label={t('routes.selection.bar')}>
          <span>{t('routes.selection.count', { count: chosen.length })}</span>
          <Button size="sm" onClick={() => setDialog({ kind: 'move', orders: chosen })}>
            {t('routes.actions.move')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setDialog({ kind: 'remove', orders: chosen })}>
            {t('routes.actions.remove')}
          </Button>
        </section>
      )}
      {draft && (
        <section className={bar} aria-label={t('routes.reorder.bar')}>
          <span>{t('routes.reorder.pending')}</span>
          <Button
            size="sm"
            loading={saving}
            disabled={!draftChanged(route.items, draft)}
            onClick={() => void confirmOrder()}
          >
            {t('routes.reorder.confirm')}
          </Button>
          <Button size="sm" variant="outline" disabled={saving} onClick={() => setDraft(null)}>
            {t('routes.reorder.discard')}
          </Button>
        </section>
      )}
      <DataTable
        caption={t('routes.detail.orders')}
        columns={columns}
        rows={rows}
        rowKey={(i) => i.id}
        loading={false}
        sort={draft ? null : sort}
        onSortChange={setSort}
      />
      {(dialog?.kind === 'ok' || dialog?.kind === 'occurrence') && (
        <DeliveryDialog
          item={dialog.item}
          occurrence={dialog.kind === 'occurrence'}
          onClose={() => setDialog(null)}
          onSend={(reason, files) =>
            commands.deliver({
              routeId: route.id,
              orderId: dialog.item.order.id,
              occurrence: dialog.kind === 'occurrence',
              reason,
              files,
            })
          }
        />
      )}
      {(dialog?.kind === 'remove' || dialog?.kind === 'move') && (
        <OrdersActionDialog
          mode={dialog.kind}
          routeId={route.id}
          count={dialog.orders.length}
          onClose={() => setDialog(null)}
          onSend={async (value) => {
            if (dialog.kind === 'remove') await commands.remove(route.id, dialog.orders, value);
            else await commands.move(route.id, dialog.orders, value);
            setSelected(new Set());
          }}
        />
      )}
    </div>
  );
}
