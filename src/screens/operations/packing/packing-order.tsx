import { css } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import type { PackingItem, PackingVolumeLine } from '../../../services/operations.types';
import { Badge } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { formatQty } from '../shared/format';
import { type LineColumn, LineTable } from '../shared/line-table';
import { OrderCard } from '../shared/order-card';
import { volumeNumbers } from './volume-draft';

// One order of a packing (doc 3 §2 "per-order volumes"): its volumes, each with the products in it
// (barcode, description, quantity). Volume 1 holds what is not packed yet (doc 3 §4). The volume
// the add form puts products into is marked. The shared line table, one group per volume (a card
// per product on a handheld).

const muted = css({ color: 'textMuted' });
const headInner = hstack({ gap: '2' });
const num = css({ md: { width: '28' } });
const mono = css({ fontFamily: 'mono', fontSize: 'xs', md: { width: '40' } });

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
  const order = item.order.orderNumber;
  const volumes = volumeNumbers(lines, opened).filter(
    (v) => editable || lines.some((l) => l.volume === v && l.quantity > 0),
  );
  const columns: LineColumn<PackingVolumeLine, undefined>[] = [
    { key: 'barcode', header: t('packing.columns.barcode'), slot: 'meta', className: mono },
    { key: 'description', header: t('packing.columns.description'), slot: 'title' },
    {
      key: 'quantity',
      header: t('packing.columns.quantity'),
      slot: 'quantity',
      align: 'right',
      className: num,
      render: (l) => formatQty(l.quantity),
    },
  ];
  const sections = volumes.map((volume) => {
    const inside = lines.filter((l) => l.volume === volume && l.quantity > 0);
    return {
      key: String(volume),
      data: { 'data-volume': String(volume), 'data-target': volume === target ? '' : undefined },
      lines: inside,
      empty: t('packing.volume.empty'),
      head: (
        <span className={headInner}>
          {t(volume === 1 && editable ? 'packing.volume.unpacked' : 'packing.volume.title', { volume })}
          <span className={muted}>{t('packing.volume.count', { count: inside.length })}</span>
          {volume === target && <Badge tone="info">{t('packing.volume.target')}</Badge>}
        </span>
      ),
    };
  });
  return (
    <OrderCard
      kind="packing"
      item={item}
      canAssign={canAssign}
      onAssign={(userId) => onAssign(item.id, userId)}
    >
      <LineTable
        caption={t('packing.order.volumes', { order })}
        columns={columns}
        lines={[]}
        lineKey={(l) => l.orderItem}
        sections={sections}
      />
    </OrderCard>
  );
}
