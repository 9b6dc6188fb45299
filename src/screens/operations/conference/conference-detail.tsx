import { useCallback, useMemo, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { useConferenceCommands } from '../../../services/conference.api';
import { useOperation } from '../../../services/operations.api';
import type { ConferenceItem, ConferenceLine } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExpandableTable, toggledKey } from '../../../ui/expandable-table';
import { Menu } from '../../../ui/menu';
import { ScanField } from '../../../ui/scan-field';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { DetailPending } from '../shared/detail-pending';
import { formatExecuted, formatQty, qtyText } from '../shared/format';
import { OperatorLabel } from '../shared/operator-label';
import { OrderRecordHeader } from '../shared/order-record-header';
import { lastScan, scanBar } from '../shared/scan-bar.styles';
import { OperationStatusChip } from '../shared/status-chip';
import { conferenceAnswers, conferenceItemAnswers } from './conference-answers';
import {
  applyCountScan,
  type CountDrafts,
  draftQuantity,
  isCountChanged,
  linesRead,
  readExecuted,
} from './conference-count';
import { exportConferenceExcel, printConferencePdf } from './conference-documents';
import { ConferenceImportDialog } from './conference-import.dialog';
import { ConferenceItemActions } from './conference-item-actions';
import { ConferenceLines, countLineOf } from './conference-lines';

// One opened conference (doc 3 §2 Conference): the header card (number, date, total, executed,
// operator, status) with assign / finalize / cancel (conference machine), the print menu (PDF,
// Excel of the checked lines) and the spreadsheet import; a scan field — a scan adds 1 to the read
// quantity of its product's open line and opens its order —; the orders, each expanding into its
// products, counted line by line (conference-lines.tsx). Drafts stay until confirmed or dropped.
// Issue 31 (fewer taps): a scan that brings a line to its expected quantity confirms it at once;
// a short line keeps its own "Confirmar", and "Confirmar todas" sends every line read and not yet
// confirmed; the header's executed % and "Linhas lidas" follow each read (readExecuted: the
// share of the expected quantity read, drafts included; the list keeps the orders-done share).

const content = stack({ gap: '3' });
const title = css({ fontSize: 'lg', fontWeight: 'semibold' });

export default function ConferenceDetail({ id }: { id: string }) {
  const t = useT();
  const query = useOperation('conference', id);
  const record = query.data;
  const commands = useConferenceCommands();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<CountDrafts>({});
  const [sending, setSending] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [importing, setImporting] = useState(false);
  const scanRef = useRef<HTMLInputElement>(null);
  // what an order's lines show besides the order: they re-render when it changes
  const lineState = useMemo(() => ({ drafts, sending }), [drafts, sending]);

  const items = record?.items ?? [];
  const countLines = useMemo(
    () =>
      items.flatMap((item) =>
        item.order.items.map((line) => ({ item, line, count: countLineOf(item, line) })),
      ),
    [items],
  );

  const onDraft = useCallback(
    (lineId: string, text: string | undefined) =>
      setDrafts((current) => {
        const next = { ...current };
        if (text === undefined) delete next[lineId];
        else next[lineId] = text;
        return next;
      }),
    [],
  );
  const count = commands.count;
  const send = useCallback(
    (item: ConferenceItem, line: ConferenceLine, quantity: number) => {
      setSending(line.lineId);
      return count({
        id,
        itemId: item.id,
        lineId: line.lineId,
        orderId: item.order.id,
        orderItemId: line.id,
        quantity,
      })
        .then(
          () => onDraft(line.lineId, undefined),
          () => undefined, // told by the API client; the draft stays
        )
        .finally(() => setSending(null));
    },
    [count, id, onDraft],
  );
  const onConfirm = useCallback(
    (item: ConferenceItem, line: ConferenceLine, quantity: number) => void send(item, line, quantity),
    [send],
  );
  const [confirmingAll, setConfirmingAll] = useState(false);

  if (query.isError && !record) return <FailedState />;
  if (!record) return <DetailPending loading={query.isLoading} />;

  const anyOpen = countLines.some((c) => c.count.open);
  // the lines read and not yet confirmed that the order's machine takes as they are
  const pending = countLines.flatMap((c) => {
    const quantity = draftQuantity(c.count, drafts);
    const ready =
      c.count.open &&
      quantity !== null &&
      isCountChanged(c.count, drafts) &&
      conferenceItemAnswers(c.item).mayCount(c.line, quantity);
    return ready ? [{ ...c, quantity }] : [];
  });
  const confirmAll = async () => {
    setConfirmingAll(true);
    try {
      for (const p of pending) await send(p.item, p.line, p.quantity);
    } finally {
      setConfirmingAll(false);
    }
  };
  const lineCounts = countLines.map((c) => c.count);
  const read = linesRead(lineCounts, drafts);
  const executed = readExecuted(lineCounts, drafts);

  const onScan = (code: string): string | null => {
    const outcome = applyCountScan(lineCounts, drafts, code);
    if (outcome.kind === 'unknown') return t('ui.scan.unknown', { code });
    if (outcome.kind === 'closed') return t('conference.scan.closed', { code });
    const hit = countLines.find((c) => c.count.id === outcome.lineId);
    onDraft(outcome.lineId, qtyText(outcome.count));
    // the read reaches the expected quantity: confirmed at once, when the order's machine takes it
    if (
      hit &&
      outcome.count === hit.line.quantity &&
      conferenceItemAnswers(hit.item).mayCount(hit.line, outcome.count)
    )
      onConfirm(hit.item, hit.line, outcome.count);
    if (hit) setExpanded((open) => new Set(open).add(hit.item.id));
    setStatus(
      t('conference.scan.counted', {
        product: hit?.line.description ?? code,
        count: formatQty(outcome.count),
        expected: formatQty(hit?.line.quantity),
        order: hit?.item.order.orderNumber ?? '',
      }),
    );
    return null;
  };

  const columns: DataTableColumn<ConferenceItem>[] = [
    { key: 'order', header: t('conference.items.order'), render: (i) => i.order.orderNumber },
    { key: 'user', header: t('operations.columns.operator'), render: (i) => <OperatorLabel user={i.user} /> },
    {
      key: 'priority',
      header: t('conference.items.priority'),
      render: (i) => t(i.priority ? 'operations.yes' : 'operations.no'),
    },
    {
      key: 'read',
      header: t('conference.items.read'),
      align: 'right',
      render: (i) =>
        t('conference.items.readOf', {
          read: i.order.items.filter((l) => l.conferred).length,
          total: i.order.items.length,
        }),
    },
    {
      key: 'status',
      header: t('operations.columns.status'),
      render: (i) => <OperationStatusChip status={i.status} />,
    },
    {
      key: 'actions',
      header: t('operations.columns.actions'),
      align: 'right',
      render: (i) => (
        <ConferenceItemActions
          item={i}
          onAssign={(userId) => commands.assign({ id, itemId: i.id }, userId)}
          onFinalize={() => commands.finalize({ id, itemId: i.id })}
          onCancel={() => commands.cancel({ id, itemId: i.id })}
        />
      ),
    },
  ];

  return (
    <div className={content}>
      <h2 className={title}>{t('conference.detail.title', { code: record.code })}</h2>
      <OrderRecordHeader
        record={record}
        date={record.conferenceDate}
        answers={conferenceAnswers(record)}
        finalizeMessage={t('conference.detail.finalizeMessage')}
        facts={[
          'number',
          'date',
          { key: 'total', label: t('conference.columns.total'), value: record.total },
          {
            key: 'executed',
            label: t('operations.detail.executed'),
            value: formatExecuted(executed),
          },
          {
            key: 'read',
            label: t('conference.detail.linesRead'),
            value: t('conference.detail.linesReadOf', read),
          },
          'operator',
          'status',
        ]}
        onAssign={(userId) => commands.assign({ id }, userId)}
        onFinalize={() => commands.finalize({ id })}
        onCancel={() => commands.cancel({ id })}
      >
        <Menu
          trigger={t('conference.print.menu')}
          label={t('conference.print.menuNamed', { code: record.code })}
          triggerVariant="outline"
          triggerSize="sm"
          items={[
            {
              value: 'pdf',
              label: t('conference.print.pdf'),
              onSelect: () => void printConferencePdf(record),
            },
            {
              value: 'excel',
              label: t('conference.print.excel'),
              onSelect: () => void exportConferenceExcel(record),
            },
          ]}
        />
        <Button size="sm" variant="outline" disabled={!anyOpen} onClick={() => setImporting(true)}>
          {t('conference.import.open')}
        </Button>
      </OrderRecordHeader>
      {anyOpen && (
        <div className={scanBar}>
          <ScanField
            ref={scanRef}
            label={t('conference.scan.label')}
            hint={t('conference.scan.hint')}
            onScan={onScan}
            captureGlobal
          />
          <p role="status" className={lastScan}>
            {status}
          </p>
          {pending.length > 0 && (
            <Button loading={confirmingAll} onClick={() => void confirmAll()}>
              {t('conference.lines.confirmAll', { count: pending.length })}
            </Button>
          )}
        </div>
      )}
      <ExpandableTable
        caption={t('conference.items.caption', { executed: formatExecuted(executed) })}
        columns={columns}
        rows={items}
        rowKey={(i) => i.id}
        loading={query.isLoading}
        error={query.isError}
        expanded={expanded}
        onToggle={(key) => setExpanded((open) => toggledKey(open, key))}
        toggleLabel={(i, open) =>
          t(open ? 'operations.detail.collapse' : 'operations.detail.expand', { order: i.order.orderNumber })
        }
        version={() => lineState}
        expandedLines={(i) => i.order.items.length}
        renderExpanded={(i) => (
          <ConferenceLines
            item={i}
            drafts={drafts}
            sending={sending}
            onDraft={onDraft}
            onConfirm={onConfirm}
          />
        )}
      />
      {importing && (
        <ConferenceImportDialog
          code={record.code}
          send={(rows) => commands.importRows(id, rows)}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  );
}
