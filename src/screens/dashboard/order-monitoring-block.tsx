import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { ORDER_MONITORING_OPERATIONS, type OrderMonitoringOperation } from '../../domain/configuration';
import { type MonitoredOrder, ORDER_LIST_OF, saoPauloTimestamp } from '../../domain/dashboard';
import {
  type DayRange,
  useFinalizePickup,
  useOrderMonitoring,
  useSaveOrderOperations,
} from '../../services/dashboard.api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { NativeSelect } from '../../ui/native-select';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';
import { OrderCard } from './order-card';
import { pickupBoardAnswers } from './pickup-board-answers';

export const COLUMNS = ['PENDING', 'INPROGRESS', 'DONE'] as const;
const boards = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: 'repeat(3, 1fr)' }, gap: '4' });
const columns = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' });
const column = css({ bg: 'canvas', borderRadius: 'md', p: '2', minWidth: '0' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', listStyle: 'none', p: '0', m: '0' });

/** The column's title: route and pickup call the last two "on route" and "finalized" (doc 1 §2.8). */
export const columnKey = (operation: OrderMonitoringOperation, c: (typeof COLUMNS)[number]) =>
  (operation === 'ROUTE' || operation === 'PICKUP') && c !== 'PENDING'
    ? `dashboard.column.route.${c}`
    : `dashboard.column.${c}`;

export function OrderBoard({
  operation,
  orders,
  now,
}: {
  operation: OrderMonitoringOperation;
  orders: MonitoredOrder[];
  now: Date;
}) {
  const t = useT();
  const finalize = useFinalizePickup();
  const [confirming, setConfirming] = useState<MonitoredOrder | null>(null);
  return (
    <section aria-label={t(`dashboard.operation.${operation}`)}>
      <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{t(`dashboard.operation.${operation}`)}</h3>
      <div className={columns}>
        {COLUMNS.map((c) => {
          const inColumn = orders.filter((o) => o.status === c);
          return (
            <div key={c} className={column}>
              <h4 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>
                {t(columnKey(operation, c))} ({inColumn.length})
              </h4>
              <ul className={list}>
                {inColumn.map((o) => (
                  <OrderCard
                    key={`${o.id}-${o.code}`}
                    order={o}
                    now={now}
                    action={
                      // the pickup board's done column holds the collected pickups (doc 1 §7.2)
                      operation === 'PICKUP' && pickupBoardAnswers(o, c).finalize ? (
                        <Button size="sm" variant="outline" onClick={() => setConfirming(o)}>
                          {t('dashboard.finalize')}
                        </Button>
                      ) : undefined
                    }
                  />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('dashboard.finalizeTitle')}
        message={t('dashboard.finalizeMessage', { order: confirming?.orderNumber ?? '' })}
        confirmLabel={t('dashboard.finalize')}
        loading={finalize.isPending}
        onConfirm={async () => {
          if (!confirming) return;
          await finalize
            .mutateAsync({ id: confirming.id, dueDate: saoPauloTimestamp(new Date()) })
            .catch(() => undefined);
          setConfirming(null);
        }}
      />
    </section>
  );
}

/** The three operations of the orders monitoring (doc 1 §2.8 "chosen by the user … the choice is
 * saved" with PUT /configure/dashboard-order-operations): the dashboard saves them; the wall passes
 * `onChange` and keeps its own in its address (tv/tv-view.ts). */
export function OrderOperationsChoice({
  chosen,
  onChange,
}: {
  chosen: OrderMonitoringOperation[];
  onChange?: (next: OrderMonitoringOperation[]) => void;
}) {
  const t = useT();
  const saveChoice = useSaveOrderOperations();
  const change = onChange ?? ((next: OrderMonitoringOperation[]) => saveChoice.mutate(next));
  const items = ORDER_MONITORING_OPERATIONS.map((o) => ({ value: o, label: t(`dashboard.operation.${o}`) }));
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {chosen.map((operation, index) => (
        <NativeSelect
          key={operation}
          label={t('settings.field.orderOperation', { n: index + 1 })}
          items={items.map((i) => ({ ...i, disabled: chosen.includes(i.value) && i.value !== operation }))}
          value={operation}
          disabled={saveChoice.isPending}
          onValueChange={(value) =>
            value && change(chosen.map((o, i) => (i === index ? (value as OrderMonitoringOperation) : o)))
          }
        />
      ))}
    </div>
  );
}

/** What orders monitoring shows, on the dashboard and on the wall: the range, the three chosen
 * operations (doc 1 §2.8) and the time the cells' timers count to. */
export interface OrderMonitoringProps {
  range: DayRange;
  chosen: OrderMonitoringOperation[];
  now: Date;
}

/** doc 1 §2.8 orders monitoring (flag dashboardOrderMonitoring): three operations chosen by the
 * user, pending / in progress / done each. */
export function OrderMonitoringBlock({ range, chosen, now }: OrderMonitoringProps) {
  const query = useOrderMonitoring(range, chosen);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <OrderOperationsChoice chosen={chosen} />
      <QueryBody query={query} isEmpty={() => false}>
        {(data) => (
          <div className={boards}>
            {chosen.map((operation) => (
              <OrderBoard
                key={operation}
                operation={operation}
                orders={data[ORDER_LIST_OF[operation]]}
                now={now}
              />
            ))}
          </div>
        )}
      </QueryBody>
    </div>
  );
}
