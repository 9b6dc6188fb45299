import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import type { Order, OrderChecklist } from '../../../domain/order-records';
import { formatDateTime } from '../../../services/format';
import { Button } from '../../../ui/button';
import { Tabs } from '../../../ui/tabs';
import { useT } from '../../../ui/use-t';
import { ChecklistEditor } from '../checklists/checklist-editor';

// doc 2 §2 "Checklist: sub-tabs Vehicle and Mechanic (vehicle first when present, else mechanic)",
// editable (issue 16): a stored checklist opens as its form in update mode; without one, a button
// opens an empty form in create mode, which closes after the save (doc 2 §4) — the tab then shows
// the stored checklist. The forms are src/screens/orders/checklists.

const note = css({ fontSize: 'sm', color: 'textMuted' });

/** doc 2 §2: the sub-tab open first — vehicle when present, else mechanic. */
export function firstChecklistTab(checklists: readonly OrderChecklist[]): OrderChecklist['type'] {
  return checklists.some((c) => c.type === 'VEHICLE') || !checklists.some((c) => c.type === 'MECHANIC')
    ? 'VEHICLE'
    : 'MECHANIC';
}

function ChecklistPane({ order, type }: { order: Order; type: OrderChecklist['type'] }) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const stored = (order.checklists ?? []).find((c) => c.type === type);
  if (stored)
    return (
      <div className={stack({ gap: '3' })}>
        <p className={note}>{t('orders.checklist.createdAt', { date: formatDateTime(stored.createdAt) })}</p>
        <ChecklistEditor key={stored.id} order={order} type={type} />
      </div>
    );
  if (creating) return <ChecklistEditor order={order} type={type} onClosed={() => setCreating(false)} />;
  return (
    <div className={stack({ gap: '3', alignItems: 'flex-start' })}>
      <p className={note}>{t('orders.checklist.none')}</p>
      <Button onClick={() => setCreating(true)}>
        {t('checklists.fill', { name: t(`checklists.name.${type}`) })}
      </Button>
    </div>
  );
}

export function ChecklistTab({ order }: { order: Order }) {
  const t = useT();
  const [active, setActive] = useState<OrderChecklist['type']>(() =>
    firstChecklistTab(order.checklists ?? []),
  );
  return (
    <Tabs
      size="sm"
      label={t('orders.checklist.label')}
      value={active}
      onValueChange={(v) => setActive(v as OrderChecklist['type'])}
      tabs={(['VEHICLE', 'MECHANIC'] as const).map((type) => ({
        value: type,
        label: t(`orders.checklist.type.${type}`),
        content: <ChecklistPane order={order} type={type} />,
      }))}
    />
  );
}
