import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { isPickableRow, readyPickRows } from '../../../domain/operation-rules';
import { useOperation } from '../../../services/operations.api';
import type { PickingItem, PickingRow } from '../../../services/operations.types';
import { type PickConfirmation, usePickingActions } from '../../../services/picking.api';
import { Button } from '../../../ui/button';
import { ScanField } from '../../../ui/scan-field';
import { EmptyState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { DetailPending } from '../shared/detail-pending';
import { focusNextOpenRow, openRowsAfter } from '../shared/focus-next';
import { formatQty } from '../shared/format';
import { OrderPagination, useOrderPages } from '../shared/order-pages';
import { OrderRecordHeader } from '../shared/order-record-header';
import { lastScan, scanBar } from '../shared/scan-bar.styles';
import { useEnteredQuantities } from './entered';
import { applyPickScan, type ScanRow } from './pick-scan';
import { pickingAnswers } from './picking-answers';
import { PickingOrder } from './picking-order';

// One opened picking (doc 3 §2 Picking, §3, §4, §5): the record's facts and actions, a scan field
// and the orders with their item positions (rows). Scanning a product adds 1 to the entered
// quantity of its open row (pick-scan.ts); a row is finalized when the entered quantity equals the
// expected one, and "Finalize all" sends every such row at once when at least 2 qualify. Every
// button asks the picking / picking-item machines (DESIGN §3).

const content = stack({ gap: '3' });
const title = css({ fontSize: 'lg', fontWeight: 'semibold' });
// Issue 31: on a handheld the one next action — finalizing the rows read — sits in a bar stuck to
// the bottom of the screen, under the operator's thumb; on a desktop it stays in the header.
const desktopOnly = css({ display: { base: 'none', md: 'inline-flex' } });
const actionBar = css({
  display: { base: 'flex', md: 'none' },
  position: 'sticky',
  bottom: '0',
  zIndex: '10',
  p: '3',
  mx: '-3',
  bg: 'surface',
  borderTopWidth: '1px',
  borderColor: 'border',
  boxShadow: 'md',
  '& > button': { flex: '1', minHeight: '11' },
});

interface Selection {
  rowIds: string[];
  positionCode: string | null;
}

export default function PickingDetail({ id }: { id: string }) {
  const t = useT();
  const query = useOperation('picking', id);
  const record = query.data;
  const actions = usePickingActions(id);
  const entered = useEnteredQuantities(id);
  const [selection, setSelection] = useState<Selection>({ rowIds: [], positionCode: null });
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  const items = record?.items ?? [];
  const pages = useOrderPages(items, 'pickingOrders');
  const allRows = useMemo(
    () => items.flatMap((item) => item.itemPositions.map((row) => ({ item, row }))),
    [items],
  );
  // the record as the picking machine sees it: its status and every row
  const answers = pickingAnswers(record);
  const asked = answers.lines;
  const ready = useMemo(() => readyPickRows(asked, entered.numbers), [asked, entered.numbers]);
  const selected = useMemo(() => new Set(selection.rowIds), [selection.rowIds]);

  // Bring the first selected row into view (after the page holding it is shown).
  useEffect(() => {
    const first = selection.rowIds[0];
    if (!first) return;
    listRef.current
      ?.querySelector(`[data-row-id="${CSS.escape(first)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [selection]);

  // Stable callbacks (mutateAsync and clear never change), so an order card re-renders only when
  // its own rows, entries or selection change (PickingOrder's memo).
  const confirmRows = actions.confirmRows.mutateAsync;
  const reportOccurrence = actions.reportOccurrence.mutateAsync;
  const assign = actions.assign.mutateAsync;
  const cancel = actions.cancel.mutateAsync;
  const clearEntered = entered.clear;
  const confirm = useCallback(
    (rows: PickConfirmation[]) =>
      confirmRows(rows).then(
        () => {
          clearEntered(rows.map((r) => r.row.id));
          return true;
        },
        () => false, // told by the API client; the entered quantities stay
      ),
    [confirmRows, clearEntered],
  );
  const scanRef = useRef<HTMLInputElement>(null);
  // Keyboard (issue 20): once the row is finalized, the focus goes to the next open row's quantity,
  // else back to the scan field — never to the page body with the row's vanished button.
  const onConfirmRow = useCallback(
    (item: PickingItem, row: PickingRow, quantity: number) => {
      const next = openRowsAfter(row.id);
      void confirm([{ item, row, quantity }]).then((done) => {
        if (done) focusNextOpenRow(row.id, next, scanRef.current);
      });
    },
    [confirm],
  );
  const onOccurrence = useCallback(
    (itemId: string, rowId: string) => reportOccurrence({ itemId, rowId }),
    [reportOccurrence],
  );
  const onAssignItem = useCallback(
    (itemId: string, userId: string) => assign({ id, itemId, userId }),
    [assign, id],
  );
  const onCancelItem = useCallback((itemId: string) => cancel(itemId), [cancel]);

  if (query.isLoading || !record) return <DetailPending loading={query.isLoading} />;

  const showPageOf = (rowId: string) =>
    pages.showIndex(items.findIndex((item) => item.itemPositions.some((r) => r.id === rowId)));

  const onScan = (code: string): string | null => {
    const scanRows: ScanRow[] = allRows.map(({ row }) => ({
      id: row.id,
      status: row.status,
      positionCode: row.position?.code ?? null,
      barcode: row.product.barcode,
      sku: row.product.sku,
      quantity: row.quantity,
    }));
    const outcome = applyPickScan(scanRows, entered.numbers, code, {
      positionCode: selection.positionCode,
      rowId: selection.rowIds.length === 1 ? selection.rowIds[0] : null,
    });
    switch (outcome.kind) {
      case 'product': {
        const hit = allRows.find(({ row }) => row.id === outcome.rowId);
        entered.setText(outcome.rowId, String(outcome.entered));
        setSelection({
          rowIds: [outcome.rowId],
          positionCode: outcome.positionCode ?? selection.positionCode,
        });
        showPageOf(outcome.rowId);
        setStatus(
          t('picking.scan.added', {
            sku: hit?.row.product.sku ?? code,
            entered: formatQty(outcome.entered),
            expected: formatQty(hit?.row.quantity),
            order: hit?.item.order.orderNumber ?? '',
          }),
        );
        return null;
      }
      case 'position':
        setSelection({ rowIds: outcome.rowIds, positionCode: outcome.positionCode });
        showPageOf(outcome.rowIds[0]);
        setStatus(
          t('picking.scan.position', { position: outcome.positionCode, count: outcome.rowIds.length }),
        );
        return null;
      case 'productComplete':
        return t('picking.scan.productComplete', { code });
      case 'positionComplete':
        return t('picking.scan.positionComplete', { position: outcome.positionCode });
      default:
        return t('ui.scan.unknown', { code });
    }
  };

  const finalizeRead = () => {
    const ids = new Set(ready.map((r) => r.id));
    const rows = allRows
      .filter(({ row }) => ids.has(row.id))
      .map(({ item, row }) => ({ item, row, quantity: entered.numbers[row.id] as number }));
    void confirm(rows);
  };
  const busy = actions.confirmRows.isPending;
  const anyOpen = allRows.some(({ row }) => isPickableRow(row));

  return (
    <div className={content}>
      <h2 className={title}>{t('picking.detail.title', { code: record.code })}</h2>
      <OrderRecordHeader
        record={record}
        date={record.pickingDate}
        answers={answers}
        finalizeMessage={t('picking.detail.finalizeMessage')}
        onAssign={(userId) => actions.assign.mutateAsync({ id, userId })}
        onFinalize={() => actions.finalize.mutateAsync(undefined)}
        onCancel={() => actions.cancel.mutateAsync(undefined)}
      >
        {answers.finalizeAll(entered.numbers) && (
          <Button className={desktopOnly} onClick={finalizeRead} loading={busy}>
            {t('picking.detail.finalizeAll', { count: ready.length })}
          </Button>
        )}
      </OrderRecordHeader>
      {anyOpen && (
        <div className={scanBar}>
          <ScanField
            ref={scanRef}
            label={t('picking.scan.label')}
            hint={t('picking.scan.hint')}
            onScan={onScan}
            captureGlobal
            autoFocus
          />
          <p role="status" className={lastScan}>
            {status}
          </p>
        </div>
      )}
      <div ref={listRef} className={content}>
        {items.length === 0 && <EmptyState message={t('picking.detail.empty')} />}
        {pages.pageItems.map((item) => (
          <PickingOrder
            key={item.id}
            item={item}
            texts={entered.texts}
            numbers={entered.numbers}
            selected={selected}
            busy={busy}
            onText={entered.setText}
            onConfirmRow={onConfirmRow}
            onOccurrence={onOccurrence}
            onAssign={onAssignItem}
            onCancel={onCancelItem}
          />
        ))}
      </div>
      <OrderPagination pages={pages} total={items.length} />
      {ready.length > 0 && (
        <div className={actionBar}>
          <Button onClick={finalizeRead} loading={busy}>
            {t('picking.detail.finalizeRead', { count: ready.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
