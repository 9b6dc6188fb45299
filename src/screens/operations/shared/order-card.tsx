import { type ReactNode, useId } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import type { OperationItem } from '../../../domain/operations';
import { Badge } from '../../../ui/status-badge';
import { AssignButton } from './assign-button';
import { OperatorLabel } from './operator-label';
import { useRowText } from './row-text';
import { OperationStatusChip } from './status-chip';

// The card of one order inside a picking or packing detail (doc 3 §2 "per-order item positions",
// "per-order volumes"): a bordered box with a grey head (order number, priority, status, operator,
// the item's Assign and any other item action) above the kind's own table of that order. Both
// kinds share it so their order cards look and read the same; texts are `<kind>.order.*`.

const card = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  overflow: 'hidden',
});
const head = hstack({
  flexWrap: 'wrap',
  gap: '3',
  px: '3',
  py: '2',
  bg: 'gray.100',
  borderBottomWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
});
const title = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'text' });
const muted = css({ color: 'textMuted' });
const spacer = css({ flex: '1' });

export interface OrderCardProps {
  kind: 'picking' | 'packing';
  item: Pick<OperationItem, 'status' | 'priority' | 'user'> & { order: { orderNumber: string } };
  /** the item machine's answer to ASSIGN_USER */
  canAssign: boolean;
  onAssign: (userId: string) => Promise<unknown>;
  /** more item buttons after Assign (picking: cancel the order) */
  actions?: ReactNode;
  /** the order's table */
  children: ReactNode;
}

export function OrderCard({ kind, item, canAssign, onAssign, actions, children }: OrderCardProps) {
  const t = useRowText();
  const headingId = useId();
  const order = item.order.orderNumber;
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={head}>
        <h3 id={headingId} className={title}>
          {t(`${kind}.order.title`, { order })}
        </h3>
        {item.priority && <Badge tone="danger">{t(`${kind}.order.priority`)}</Badge>}
        <OperationStatusChip status={item.status} />
        <span className={muted}>
          {t('operations.detail.operator')}: <OperatorLabel user={item.user} />
        </span>
        <span className={spacer} />
        <AssignButton
          size="sm"
          variant="ghost"
          subject={t(`${kind}.order.title`, { order })}
          currentUserId={item.user?.id}
          disabled={!canAssign}
          aria-label={t(`${kind}.order.assign`, { order })}
          onAssign={onAssign}
        >
          {t('operations.actions.assign')}
        </AssignButton>
        {actions}
      </div>
      {children}
    </section>
  );
}
