import { useState } from 'react';
import { stack } from '../../../../styled-system/patterns';
import { VOLUMES_PER_ORDER } from '../../../domain/operation-rules';
import { printBarcodes } from '../../../services/documents/barcodes-pdf';
import { useInboundCommands } from '../../../services/inbound.api';
import { type InboundItem, useOperation } from '../../../services/operations.api';
import type { DataTableColumn } from '../../../ui/data-table';
import { ExpandableTable, toggledKey } from '../../../ui/expandable-table';
import { ScanField } from '../../../ui/scan-field';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { formatQty } from '../shared/format';
import { OperatorLabel } from '../shared/operator-label';
import { RecordHeader } from '../shared/record-header';
import { lastScan, scanBar } from '../shared/scan-bar.styles';
import { OperationStatusChip } from '../shared/status-chip';
import { inboundAnswers, inboundLines } from './inbound-answers';
import { InboundItemMenu } from './inbound-item-menu';
import { InboundLines } from './inbound-lines';
import { applyInboundScan, type InboundEntries } from './inbound-scan';

// An inbound's tab (doc 3 §2 Inbound): the summary with the whole-record actions (assign,
// finalize, cancel — record machine), then one row per order (operator, priority yes/no,
// volumes, status, menu) expanding into its products with the partial-read edit mode; a scan
// field adds one to the read of the product's line (inbound-scan.ts, issue 31).

const content = stack({ gap: '3' });

export default function InboundDetail({ id }: { id: string }) {
  const t = useT();
  const detail = useOperation('inbound', id);
  const commands = useInboundCommands();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const [entries, setEntries] = useState<InboundEntries>({});
  const [scanStatus, setScanStatus] = useState('');
  const record = detail.data;

  if (detail.isError && !record) return <FailedState />;

  const toggle = (key: string) => setExpanded((open) => toggledKey(open, key));
  /** the read mode of `item`, opened by hand (its first quantity takes the focus) or by a scan */
  const startReading = (item: InboundItem, byHand = true) => {
    setExpanded((open) => new Set(open).add(item.id));
    setEditing(item.id);
    setFocusFirst(byHand);
  };
  /** the read mode closed (saved or discarded): its entries go */
  const stopReading = (item: InboundItem) => {
    setEditing(null);
    setEntries((all) => {
      const rest = { ...all };
      for (const line of item.order.items) delete rest[line.id];
      return rest;
    });
  };
  const onEnter = (lineId: string, text: string) => setEntries((all) => ({ ...all, [lineId]: text }));
  const onScan = (code: string): string | null => {
    const outcome = applyInboundScan(record?.items ?? [], entries, editing, code);
    if (outcome.kind === 'unknown') return t('ui.scan.unknown', { code });
    if (outcome.kind === 'closed') return t('inbound.scan.closed', { code });
    if (outcome.kind === 'complete') return t('inbound.scan.complete', { product: outcome.line.description });
    setEntries(outcome.entries);
    if (editing !== outcome.item.id) startReading(outcome.item, false);
    setScanStatus(
      t('inbound.scan.read', {
        product: outcome.line.description,
        count: formatQty(outcome.count),
        expected: formatQty(outcome.line.quantity),
        order: outcome.item.order.orderNumber,
      }),
    );
    return null;
  };
  const anyReadable = record ? inboundAnswers(record).readPartially : false;
  const barcodes = (item: InboundItem) =>
    void printBarcodes(
      t('inbound.barcodes.title', { order: item.order.orderNumber }),
      item.order.items.map((l) => ({
        value: l.barcode,
        caption: `${l.description} — ${formatQty(l.quantity)} ${l.un}`,
      })),
      { fileName: t('inbound.barcodes.file', { order: item.order.orderNumber }) },
    );

  const columns: DataTableColumn<InboundItem>[] = [
    { key: 'order', header: t('inbound.items.order'), render: (i) => i.order.orderNumber },
    { key: 'user', header: t('operations.columns.operator'), render: (i) => <OperatorLabel user={i.user} /> },
    {
      key: 'priority',
      header: t('inbound.items.priority'),
      render: (i) => t(i.priority ? 'operations.yes' : 'operations.no'),
    },
    {
      key: 'lines',
      header: t('inbound.items.products'),
      align: 'right',
      render: (i) => i.order.items.length,
    },
    {
      key: 'volumes',
      header: t('operations.columns.volumes'),
      align: 'right',
      render: () => VOLUMES_PER_ORDER,
    },
    {
      key: 'status',
      header: t('operations.columns.status'),
      render: (i) => <OperationStatusChip status={i.status} />,
    },
    {
      key: 'menu',
      header: t('operations.columns.actions'),
      align: 'right',
      render: (i) => (
        <InboundItemMenu
          item={i}
          onFinalize={() => commands.finalize({ id, itemId: i.id })}
          onCancel={() => commands.cancel({ id, itemId: i.id })}
          onAssign={(userId) => commands.assign({ id, itemId: i.id }, userId)}
          onPrintBarcodes={() => barcodes(i)}
          onReadPartially={() => startReading(i)}
        />
      ),
    },
  ];

  return (
    <div className={content}>
      {record && (
        <RecordHeader
          kind="inbound"
          record={record}
          date={record.inboundDate}
          lines={inboundLines(record)}
          onAssign={(userId) => commands.assign({ id }, userId)}
          onFinalize={() => commands.finalize({ id })}
          onCancel={() => commands.cancel({ id })}
        />
      )}
      {anyReadable && (
        <div className={scanBar}>
          <ScanField
            label={t('inbound.scan.label')}
            hint={t('inbound.scan.hint')}
            onScan={onScan}
            captureGlobal
          />
          <p role="status" className={lastScan}>
            {scanStatus}
          </p>
        </div>
      )}
      <ExpandableTable
        caption={t('inbound.items.caption')}
        columns={columns}
        rows={record?.items}
        rowKey={(i) => i.id}
        loading={detail.isLoading}
        error={detail.isError}
        expanded={expanded}
        onToggle={toggle}
        toggleLabel={(i, open) =>
          t(open ? 'operations.detail.collapse' : 'operations.detail.expand', { order: i.order.orderNumber })
        }
        renderExpanded={(i) => (
          <InboundLines
            item={i}
            editing={editing === i.id}
            focusFirst={focusFirst}
            entered={entries}
            onEnter={onEnter}
            onEditingChange={(on) => (on ? startReading(i) : stopReading(i))}
            onRead={(read) => commands.readPartial({ inboundId: id, orderId: i.order.id, items: read })}
          />
        )}
      />
    </div>
  );
}
