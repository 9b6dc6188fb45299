import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { encodeFilters } from '../../../domain/list-query';
import { type GenerationTexts, generationRefusal } from '../../../domain/order-generation';
import type { OrderListRow } from '../../../domain/order-records';
import { useOrders } from '../../../services/orders.api';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { EmptyState, FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';

// "Add orders to an existing outbound" (doc 3 §2, §4 "existing outbounds that are not DONE can
// receive orders", §7 POST /outbound action ADDED). Ours: the dialog lists the orders whose work
// ended (status DONE: waiting for their next step), or those whose number matches the search,
// 25 at a time; an order the selection rule refuses (src/domain/order-generation.ts, the same
// rule the simulator answers 409 with) is shown unchecked with the reason.

export const ADD_ORDERS_TAKE = 25;

/** The refusal texts as message ids of this screen (the rule is generationRefusal's). */
export const REFUSAL_IDS: GenerationTexts = {
  empty: 'outbound.addOrders.refused.empty',
  notSelectable: () => 'outbound.addOrders.refused.notSelectable',
  alreadyOfType: () => 'outbound.addOrders.refused.alreadyOutbound',
  noExisting: () => 'outbound.addOrders.refused.closed',
  existingClosed: () => 'outbound.addOrders.refused.closed',
};

/** Why one order cannot join this outbound (a message id), or null (pure). */
export const orderRefusal = (
  order: Pick<OrderListRow, 'type' | 'status'>,
  outbound: { id: string; status: string },
) => generationRefusal([order], 'OUTBOUND', outbound, REFUSAL_IDS);

/** The orders query of the dialog: the typed number, else the ended orders (pure). */
export const addOrdersQuery = (search: string) => ({
  page: 1,
  take: ADD_ORDERS_TAKE,
  sort: 'orderDate|DESC',
  filter: encodeFilters(search.trim() ? { orderNumber: search.trim() } : { status: 'DONE' }),
});

const body = stack({ gap: '3' });
const list = stack({ gap: '2', maxHeight: '80', overflowY: 'auto', py: '1', px: '1' });
const reason = css({ fontSize: 'xs', color: 'danger', ms: '7' });

export interface AddOrdersDialogProps {
  outbound: { id: string; code: string; status: string };
  onClose: () => void;
  /** rejects → the dialog stays open */
  onAdd: (orderIds: string[]) => Promise<unknown>;
}

export function AddOrdersDialog({ outbound, onClose, onAdd }: AddOrdersDialogProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const orders = useOrders(addOrdersQuery(search));
  const rows = orders.data?.orders ?? [];

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const add = async () => {
    setSaving(true);
    try {
      await onAdd([...chosen]);
      onClose();
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={t('outbound.addOrders.title')}
      description={outbound.code}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={() => void add()} loading={saving} disabled={chosen.size === 0}>
            {t('outbound.addOrders.confirm', { count: chosen.size })}
          </Button>
        </>
      }
    >
      <div className={body}>
        <TextField label={t('outbound.addOrders.search')} value={search} onValueChange={setSearch} />
        {orders.isLoading ? (
          <Spinner />
        ) : orders.isError ? (
          <FailedState />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={list} aria-label={t('outbound.addOrders.list')}>
            {rows.map((o) => {
              const refused = orderRefusal(o, outbound);
              return (
                <li key={o.id}>
                  <Checkbox
                    label={`${o.orderNumber} · ${t(`orders.type.${o.type}`)} · ${t(`orders.status.${o.status}`)}`}
                    disabled={refused !== null}
                    checked={refused === null && chosen.has(o.id)}
                    onCheckedChange={(on) => toggle(o.id, on)}
                  />
                  {refused && <p className={reason}>{t(refused)}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
