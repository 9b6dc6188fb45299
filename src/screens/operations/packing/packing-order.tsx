import { css, cx } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import type { PackingItem, PackingVolumeLine } from '../../../services/operations.types';
import { srOnly } from '../../../ui/a11y';
import { dataTableRecipe } from '../../../ui/data-table';
import { Badge } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { formatQty } from '../shared/format';
import { OrderCard } from '../shared/order-card';
import { volumeNumbers } from './volume-draft';

// One order of a packing (doc 3 §2 "per-order volumes"): its volumes, each with the products in it
// (barcode, description, quantity). Volume 1 holds what is not packed yet (doc 3 §4). The volume
// the add form puts products into is marked.

const muted = css({ color: 'textMuted' });
const cell = css({ px: '2.5', py: '1', borderBottomWidth: '1px', borderColor: 'gray.200' });
const volumeHead = css({
  px: '2.5',
  py: '1.5',
  textAlign: 'left',
  fontWeight: 'semibold',
  bg: 'gray.50',
  borderBottomWidth: '1px',
  borderColor: 'border',
  '[data-target] > tr > &': { bg: 'accentSubtle' },
});
const headInner = hstack({ gap: '2' });
const num = css({ textAlign: 'right', whiteSpace: 'nowrap', width: '28' });
const mono = css({ fontFamily: 'mono', fontSize: 'xs', width: '40' });

export interface PackingOrderProps {
  item: PackingItem;
  lines: readonly PackingVolumeLine[];
  opened: readonly number[];
  /** the volume the add form targets, when this order is the form's */
  target: number | null;
  canAssign: boolean;
  /** volume 1 holds the unpacked items while the packing can still be edited (doc 3 §4); once
   * finalized, volume 1 is the first packed volume */
  editable: boolean;
  onAssign: (itemId: string, userId: string) => Promise<unknown>;
}

export function PackingOrder({
  item,
  lines,
  opened,
  target,
  canAssign,
  editable,
  onAssign,
}: PackingOrderProps) {
  const t = useT();
  const table = dataTableRecipe();
  const order = item.order.orderNumber;
  const volumes = volumeNumbers(lines, opened).filter(
    (v) => editable || lines.some((l) => l.volume === v && l.quantity > 0),
  );
  return (
    <OrderCard
      kind="packing"
      item={item}
      canAssign={canAssign}
      onAssign={(userId) => onAssign(item.id, userId)}
    >
      <table className={table.table}>
        <caption className={srOnly}>{t('packing.order.volumes', { order })}</caption>
        <thead className={table.head}>
          <tr>
            <th scope="col" className={table.headerCell}>
              {t('packing.columns.barcode')}
            </th>
            <th scope="col" className={table.headerCell}>
              {t('packing.columns.description')}
            </th>
            <th scope="col" className={cx(table.headerCell, num)}>
              {t('packing.columns.quantity')}
            </th>
          </tr>
        </thead>
        {volumes.map((volume) => {
          const inside = lines.filter((l) => l.volume === volume && l.quantity > 0);
          return (
            <tbody key={volume} data-volume={volume} data-target={volume === target || undefined}>
              <tr>
                <th scope="rowgroup" colSpan={3} className={volumeHead}>
                  <span className={headInner}>
                    {t(volume === 1 && editable ? 'packing.volume.unpacked' : 'packing.volume.title', {
                      volume,
                    })}
                    <span className={muted}>{t('packing.volume.count', { count: inside.length })}</span>
                    {volume === target && <Badge tone="info">{t('packing.volume.target')}</Badge>}
                  </span>
                </th>
              </tr>
              {inside.map((l) => (
                <tr key={l.orderItem}>
                  <td className={cx(cell, mono)}>{l.barcode ?? ''}</td>
                  <td className={cell}>{l.description}</td>
                  <td className={cx(cell, num)}>{formatQty(l.quantity)}</td>
                </tr>
              ))}
              {inside.length === 0 && (
                <tr>
                  <td colSpan={3} className={cx(cell, muted)}>
                    {t('packing.volume.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
      </table>
    </OrderCard>
  );
}
