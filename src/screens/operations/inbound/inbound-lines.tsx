import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, stack } from '../../../../styled-system/patterns';
import { receivedShortages, shortagesOf, shownReadQuantity } from '../../../domain/operation-rules';
import { formatDate } from '../../../services/format';
import type { InboundItem, InboundLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useT } from '../../../ui/use-t';
import { formatQty, parseQty } from '../shared/format';
import { type LineColumn, LineTable } from '../shared/line-table';
import { inboundItemAnswers } from './inbound-answers';
import { PartialReadDialog } from './partial-read.dialog';

// The product table of an inbound order row (doc 3 §2 Inbound: description, barcode, unit,
// quantity, batch, expiry) with the read quantity — 0 until the row is DONE — and the
// read-quantity edit mode for a partial read (not on a DONE row: the inbound-item machine decides).
// The fields start at the expected quantity, so only shortages need typing. A read with shortages
// is confirmed against their list first (it closes the order); a received order marks its
// shortages (read below expected) in the read column. The shared line table makes each line a
// card on a handheld.

const content = stack({ gap: '2' });
const bar = flex({ gap: '2', justifyContent: 'flex-end' });
const qtyInput = css({ width: '7rem', ml: { base: '0', md: 'auto' } });
const readColumn = css({ md: { width: '9rem' } });
const short = css({
  color: 'amber.800',
  fontWeight: 'semibold',
  bg: 'warningSubtle',
  px: '1.5',
  borderRadius: 'sm',
});

export interface InboundLinesProps {
  item: InboundItem;
  editing: boolean;
  /** the read mode was opened by hand ("Leitura parcial"): the first quantity takes the focus
   * (issue 31); opened by a scan, the focus stays in the scan field */
  focusFirst: boolean;
  /** line id → the read typed or scanned (kept by the detail: its scan field adds to it) */
  entered: Readonly<Record<string, string>>;
  onEnter: (lineId: string, text: string) => void;
  onEditingChange: (editing: boolean) => void;
  onRead: (read: Array<{ id: string; quantity: number }>) => Promise<unknown>;
}

export function InboundLines({
  item,
  editing,
  focusFirst,
  entered,
  onEnter,
  onEditingChange,
  onRead,
}: InboundLinesProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing && focusFirst) firstField.current?.focus();
  }, [editing, focusFirst]);
  const [confirming, setConfirming] = useState(false);
  const lines = item.order.items;
  const shortOnArrival = new Map(receivedShortages(item).map((s) => [s.id, s]));

  const textOf = (line: InboundLine) => entered[line.id] ?? String(line.quantity);
  const errorOf = (line: InboundLine) => {
    const n = parseQty(textOf(line));
    if (n === null) return t('inbound.read.invalid');
    if (n > line.quantity) return t('inbound.read.tooMuch', { max: formatQty(line.quantity) });
    return undefined;
  };
  const read = lines.map((l) => ({ id: l.id, quantity: parseQty(textOf(l)) ?? Number.NaN }));
  const accepted = inboundItemAnswers(item).readAccepted(read);
  const shortages = shortagesOf(lines, read);

  const save = async () => {
    setSaving(true);
    try {
      await onRead(read);
      setConfirming(false);
      onEditingChange(false);
    } catch {
      // told by the API client; the edit mode stays
    } finally {
      setSaving(false);
    }
  };

  // rebuilt every render: an inbound order has a few lines, and the edit mode reads `entered`
  const columns: LineColumn<InboundLine, undefined>[] = [
    { key: 'description', header: t('inbound.lines.description'), slot: 'title' },
    { key: 'barcode', header: t('inbound.lines.barcode'), slot: 'meta' },
    { key: 'un', header: t('inbound.lines.unit'), slot: 'meta' },
    {
      key: 'quantity',
      header: t('inbound.lines.quantity'),
      slot: 'quantity',
      align: 'right',
      render: (l) => formatQty(l.quantity),
    },
    { key: 'productBatch', header: t('inbound.lines.batch'), slot: 'meta' },
    {
      key: 'productExpire',
      header: t('inbound.lines.expiry'),
      slot: 'meta',
      render: (l) => formatDate(l.productExpire),
    },
    {
      key: 'readQuantity',
      header: t('inbound.lines.read'),
      slot: 'quantity',
      align: 'right',
      className: readColumn,
      render: (l) => {
        const missing = shortOnArrival.get(l.id);
        return editing ? (
          <TextField
            ref={l.id === lines[0]?.id ? firstField : undefined}
            className={qtyInput}
            hideLabel
            label={t('inbound.read.field', { product: l.description })}
            inputMode="decimal"
            value={textOf(l)}
            error={errorOf(l)}
            onValueChange={(text) => onEnter(l.id, text)}
          />
        ) : missing ? (
          <span className={short}>
            {t('inbound.read.short', {
              read: formatQty(missing.read),
              missing: formatQty(missing.expected - missing.read),
            })}
          </span>
        ) : (
          formatQty(shownReadQuantity(item.status, l.readQuantity))
        );
      },
    },
  ];

  return (
    <div className={content}>
      <LineTable
        caption={t('inbound.lines.caption', { order: item.order.orderNumber })}
        columns={columns}
        lines={lines}
        lineKey={(l) => l.id}
      />
      {editing ? (
        <div className={bar}>
          <Button variant="outline" size="sm" disabled={saving} onClick={() => onEditingChange(false)}>
            {t('inbound.read.discard')}
          </Button>
          <Button
            size="sm"
            loading={saving}
            disabled={!accepted}
            onClick={() => (shortages.length > 0 ? setConfirming(true) : void save())}
          >
            {t('inbound.read.save')}
          </Button>
        </div>
      ) : (
        inboundItemAnswers(item).readPartially && (
          <div className={bar}>
            <Button variant="outline" size="sm" onClick={() => onEditingChange(true)}>
              {t('inbound.read.start')}
            </Button>
          </div>
        )
      )}
      {confirming && (
        <PartialReadDialog
          order={item.order.orderNumber}
          shortages={shortages}
          saving={saving}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
