import { memo, useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import type { ConferenceItem, ConferenceLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { formatQty } from '../shared/format';
import { type LineColumn, LineTable } from '../shared/line-table';
import { QuantityInput } from '../shared/quantity-input';
import { useRowText } from '../shared/row-text';
import { OperationStatusChip } from '../shared/status-chip';
import { conferenceItemAnswers } from './conference-answers';
import {
  type CountDrafts,
  type CountLine,
  countText,
  draftQuantity,
  isCountChanged,
  isShort,
} from './conference-count';

// The products of one conference order (doc 3 §2 Conference "expandable order rows with products";
// §3: description, barcode, unit, quantity, conferred quantity and status). While the order may be
// counted, the read quantity is a field (doc 3 §5: at most two decimals); once it differs from what
// was read, Confirm and Cancel appear (doc 3 §5 "confirm or cancel appears on change"): Confirm
// sends the count — a first read or a correction, PUT /conference/{id}/{item} —, enabled only when
// the conference-item machine takes that COUNT; Cancel drops the draft. Rows are memoised.

const actions = hstack({ gap: '1', justifyContent: 'flex-end' });
const divergent = css({ color: 'amber.800', fontWeight: 'semibold' });
const shortMark = css({
  display: 'block',
  fontSize: 'xs',
  color: 'amber.800',
  fontWeight: 'semibold',
  mt: '1',
});

/** The order's machine takes a COUNT of `quantity` for this line (conference-answers.ts). */
const mayCount = (item: ConferenceItem, line: ConferenceLine, quantity: number) =>
  conferenceItemAnswers(item).mayCount(line, quantity);

/** A line of the order as counting sees it (the order's machine decides `open`). */
export function countLineOf(item: ConferenceItem, line: ConferenceLine): CountLine {
  return {
    id: line.lineId,
    barcode: line.barcode,
    code: line.product.manufactorCode,
    quantity: line.quantity,
    read: line.conferred ? line.conferred.quantity : null,
    open: mayCount(item, line, line.quantity),
  };
}

interface LineView {
  open: boolean;
  /** read short of the expected quantity: how much is missing (issue 31), else null */
  missing: number | null;
  text: string;
  changed: boolean;
  invalid: boolean;
  /** the machine takes COUNT with the draft */
  accepted: boolean;
  busy: boolean;
}

export interface ConferenceLinesProps {
  item: ConferenceItem;
  drafts: CountDrafts;
  /** the line being sent */
  sending: string | null;
  onDraft: (lineId: string, text: string | undefined) => void;
  onConfirm: (item: ConferenceItem, line: ConferenceLine, quantity: number) => void;
}

export const ConferenceLines = memo(function ConferenceLines({
  item,
  drafts,
  sending,
  onDraft,
  onConfirm,
}: ConferenceLinesProps) {
  const t = useRowText();
  const viewOf = (line: ConferenceLine): LineView => {
    const counting = countLineOf(item, line);
    const quantity = draftQuantity(counting, drafts);
    const changed = isCountChanged(counting, drafts);
    return {
      open: counting.open,
      missing: quantity !== null && isShort(counting, drafts) ? line.quantity - quantity : null,
      text: countText(counting, drafts),
      changed,
      invalid: changed && quantity === null,
      accepted: quantity !== null && mayCount(item, line, quantity),
      busy: sending === line.lineId,
    };
  };

  const columns = useMemo((): LineColumn<ConferenceLine, LineView>[] => {
    const confirm = (line: ConferenceLine, view: LineView) => {
      const quantity = draftQuantity(countLineOf(item, line), drafts);
      if (view.accepted && quantity !== null) onConfirm(item, line, quantity);
    };
    return [
      { key: 'description', header: t('conference.lines.description'), slot: 'title' },
      { key: 'barcode', header: t('conference.lines.barcode'), slot: 'meta' },
      { key: 'un', header: t('conference.lines.unit'), slot: 'meta' },
      {
        key: 'quantity',
        header: t('conference.lines.quantity'),
        slot: 'quantity',
        align: 'right',
        render: (l) => formatQty(l.quantity),
      },
      {
        key: 'read',
        header: t('conference.lines.read'),
        slot: 'quantity',
        align: 'right',
        render: (l, view) =>
          view.open ? (
            <>
              <QuantityInput
                id={`conference-${l.lineId}`}
                label={t('conference.lines.readField', { product: l.description })}
                value={view.text}
                error={view.invalid ? t('conference.lines.invalid') : null}
                onValueChange={(text) => onDraft(l.lineId, text)}
                onEnter={() => confirm(l, view)}
              />
              {view.missing !== null && (
                <span className={shortMark}>
                  {t('conference.lines.short', { missing: formatQty(view.missing) })}
                </span>
              )}
            </>
          ) : (
            <span className={l.conferred && l.conferred.quantity !== l.quantity ? divergent : undefined}>
              {formatQty(l.conferred?.quantity ?? 0)}
            </span>
          ),
      },
      {
        key: 'status',
        header: t('conference.lines.status'),
        slot: 'meta',
        render: (l) => <OperationStatusChip status={l.conferred?.status ?? 'PENDING'} />,
      },
      {
        key: 'actions',
        header: t('conference.lines.actions'),
        slot: 'action',
        align: 'right',
        render: (l, view) =>
          view.changed && (
            <span className={actions}>
              <Button
                size="sm"
                loading={view.busy}
                disabled={!view.accepted}
                aria-label={t('conference.lines.confirmNamed', { product: l.description })}
                onClick={() => confirm(l, view)}
              >
                {t('conference.lines.confirm')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={view.busy}
                aria-label={t('conference.lines.cancelNamed', { product: l.description })}
                onClick={() => onDraft(l.lineId, undefined)}
              >
                {t('conference.lines.cancel')}
              </Button>
            </span>
          ),
      },
    ];
  }, [t, item, drafts, onDraft, onConfirm]);

  return (
    <LineTable
      caption={t('conference.lines.caption', { order: item.order.orderNumber })}
      columns={columns}
      lines={item.order.items}
      lineKey={(l) => l.lineId}
      viewOf={viewOf}
      empty={t('conference.lines.empty')}
    />
  );
});
