import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { stack, wrap } from '../../../../styled-system/patterns';
import { type StorageItem, type StorageLine, useOperation } from '../../../services/operations.api';
import { useStorageCommands } from '../../../services/storage.api';
import { Button } from '../../../ui/button';
import { toggledKey } from '../../../ui/expandable-table';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { ScanField } from '../../../ui/scan-field';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { focusNextOpenRow, openRowsAfter } from '../shared/focus-next';
import { InventoryHolderNote } from '../shared/inventory-holder-note';
import { RecordHeader } from '../shared/record-header';
import { revealPositionSelect } from './position-select';
import { storageAnswers, storageItemAnswers } from './storage-answers';
import { StorageItems } from './storage-items';
import { type StorageScan, storageScan } from './storage-scan';

// A storage's tab (doc 3 §2 Storage): the header (date, number, operator, orders, executed,
// volumes, status; assign and cancel), a scan field (a product's barcode selects its line; a
// position code read next chooses that position for it — storage-scan.ts), the bulk finalize
// (only when the storage machine accepts FINALIZE_CHOSEN: ≥ 2 lines with a position chosen, and
// the lines it leaves open; one call, all or nothing, each line with its read quantity), and the paginated item rows (one per
// order) expanding to their lines. Handlers are stable so typing in a line re-renders only it.

const content = stack({ gap: '3' });
const toolbar = wrap({ alignItems: 'flex-end', gap: '3' });
// the field keeps its width whatever the note beside says (issue 31: it shrank to 102 px on a
// handheld once a note showed): it grows to 28rem and wraps the button under it, never narrows
const scan = css({ flex: '1 1 18rem', minWidth: '0', maxWidth: '28rem' });
const lastScan = css({ flexBasis: '100%', fontSize: 'sm', color: 'text', _empty: { display: 'none' } });
const note = css({ fontSize: 'xs', color: 'textMuted' });

type Texts = Record<string, string>;
/** `texts` without `key`, or with `key` set to `value` */
const withEntry = (texts: Texts, key: string, value: string | null): Texts => {
  const { [key]: _, ...rest } = texts;
  return value === null ? rest : { ...rest, [key]: value };
};

export default function StorageDetail({ id }: { id: string }) {
  const intl = useIntl();
  const t = useT();
  const detail = useOperation('storage', id);
  const commands = useStorageCommands();
  const [choices, setChoices] = useState<Texts>({});
  const [reads, setReads] = useState<Texts>({});
  const [errors, setErrors] = useState<Texts>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selectedLine, setSelectedLine] = useState<string | null>(null);
  const [scanStatus, setScanStatus] = useState('');
  // the position a read refused for being in inventory: its inventory is named and linked (issue 31)
  const [held, setHeld] = useState<string | null>(null);
  const [finalizing, setFinalizing] = useState<string | null>(null);
  const [bulkRunning, setBulkRunning] = useState(false);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize();
  const record = detail.data;
  const scanRef = useRef<HTMLInputElement>(null);

  const choose = useCallback((line: StorageLine, positionId: string | null) => {
    setChoices((c) => withEntry(c, line.id, positionId));
    setErrors((e) => withEntry(e, line.id, null));
  }, []);
  const read = useCallback(
    (line: StorageLine, text: string) => setReads((r) => withEntry(r, line.id, text)),
    [],
  );
  const settled = useCallback((lineIds: readonly string[]) => {
    const drop = (texts: Texts) => lineIds.reduce((rest, lineId) => withEntry(rest, lineId, null), texts);
    setChoices(drop);
    setReads(drop);
    setErrors(drop);
  }, []);

  const finalizeLine = useCallback(
    async (item: StorageItem, line: StorageLine, positionId: string | null, quantity: number) => {
      // Enter in the read field before a position is chosen (the button is disabled then, doc 3
      // §4): the position field says why, once, and takes the focus (doc 3 §5).
      if (!positionId) {
        setErrors((e) => withEntry(e, line.id, intl.formatMessage({ id: 'storage.positionRequired' })));
        revealPositionSelect(line.id, true);
        return;
      }
      const next = openRowsAfter(`read-${line.id}`);
      setFinalizing(line.id);
      try {
        await commands.finalizeLine({
          storageId: id,
          itemId: item.id,
          lineId: line.id,
          positionId,
          quantity,
        });
        settled([line.id]);
        focusNextOpenRow(`read-${line.id}`, next, scanRef.current);
      } catch {
        // told by the API client
      } finally {
        setFinalizing(null);
      }
    },
    [commands, id, intl, settled],
  );
  const onFinalize = useCallback(
    (item: StorageItem, line: StorageLine, positionId: string | null, quantity: number) =>
      void finalizeLine(item, line, positionId, quantity),
    [finalizeLine],
  );
  const onEditQuantity = useCallback(
    (item: StorageItem, line: StorageLine, quantity: string) =>
      commands.editQuantity({ storageId: id, itemId: item.id, lineId: line.id, quantity }),
    [commands, id],
  );
  const onAssignItem = useCallback(
    (item: StorageItem, userId: string) => commands.assign(id, userId, item.id),
    [commands, id],
  );
  const onCancelItem = useCallback((item: StorageItem) => commands.cancel(id, item.id), [commands, id]);
  const toggle = useCallback((key: string) => setExpanded((open) => toggledKey(open, key)), []);

  if (detail.isError && !record) return <FailedState />;

  const items = record?.items ?? [];
  const pageItems = items.slice((page - 1) * take, page * take);
  const answers = record ? storageAnswers(record) : null;
  const chosen = answers ? answers.chosenLines(choices, reads) : [];
  const showBulk = answers ? answers.finalizeChosen(chosen) : false;
  // a settled storage (DONE, CANCELLED) has nothing left to read: no scan field (issue 20)
  const openLines = items.flatMap((item) => item.order.items.filter(storageItemAnswers(item).lineOpen));
  const anyOpen = openLines.length > 0;
  // the scan's note is about the selected line: gone once that line is done (issue 20)
  const shownStatus = openLines.some((line) => line.id === selectedLine) ? scanStatus : '';
  const legend = items.some((item) =>
    item.order.items.some((line) => line.storagePositionSuggestions.some((s) => s.inInventory)),
  );

  const finalizeChosen = async () => {
    setBulkRunning(true);
    try {
      await commands.finalizeChosen(
        id,
        chosen.map((c) => ({
          orderId: c.item.order.id,
          lineId: c.line.id,
          positionId: c.positionId,
          quantity: c.quantity,
        })),
      );
      settled(chosen.map((c) => c.line.id));
    } catch {
      // all or nothing: nothing changed, the choices stay
    } finally {
      setBulkRunning(false);
    }
  };

  const onScan = (code: string): string | null => {
    if (!record) return t('storage.scan.unknown', { code });
    const outcome: StorageScan = storageScan(record, code, selectedLine, choices);
    setHeld(outcome.kind === 'inInventory' ? outcome.code : null);
    switch (outcome.kind) {
      case 'product': {
        const { item, line } = outcome;
        setExpanded((open) => new Set(open).add(item.id));
        setPage(Math.floor(items.indexOf(item) / take) + 1);
        setSelectedLine(line.id);
        setScanStatus(t('storage.scan.selected', { product: line.description }));
        // the focus stays in the scan field: the position read next comes to it
        revealPositionSelect(line.id, false);
        return null;
      }
      case 'position':
        choose(outcome.line, outcome.positionId);
        setScanStatus(
          t('storage.scan.positionChosen', { position: outcome.code, product: outcome.line.description }),
        );
        return null;
      case 'settled':
        return t('storage.scan.settled', { code });
      case 'allChosen':
        return t('storage.scan.allChosen', { product: outcome.line.description });
      case 'inInventory':
        return t('storage.scan.positionInInventory', { code: outcome.code });
      case 'notSuggested':
        return t('storage.scan.notSuggested', { code, product: outcome.line.description });
      case 'productFirst':
        return t('storage.scan.productFirst', { code });
      default:
        return t('storage.scan.unknown', { code });
    }
  };

  return (
    <div className={content}>
      {record && (
        <RecordHeader
          kind="storage"
          record={record}
          date={record.storageDate}
          onAssign={(userId) => commands.assign(id, userId)}
          onCancel={() => commands.cancel(id)}
        />
      )}
      {anyOpen && (
        <div className={toolbar}>
          <ScanField
            ref={scanRef}
            className={scan}
            label={t('storage.scan.label')}
            onScan={onScan}
            captureGlobal
          />
          <p role="status" className={lastScan}>
            {shownStatus}
          </p>
          {held && <InventoryHolderNote positionCode={held} />}
          {showBulk && (
            <Button loading={bulkRunning} onClick={() => void finalizeChosen()}>
              {t('storage.bulkFinalize', { count: chosen.length })}
            </Button>
          )}
        </div>
      )}
      {anyOpen && legend && <p className={note}>{t('storage.lines.inInventoryLegend')}</p>}
      <StorageItems
        items={record ? pageItems : undefined}
        loading={detail.isLoading}
        error={detail.isError}
        expanded={expanded}
        onToggle={toggle}
        selectedLine={selectedLine}
        choices={choices}
        reads={reads}
        errors={errors}
        finalizing={finalizing}
        onChoose={choose}
        onRead={read}
        onFinalize={onFinalize}
        onEditQuantity={onEditQuantity}
        onAssign={onAssignItem}
        onCancel={onCancelItem}
      />
      <Pagination
        page={page}
        pageSize={take}
        total={items.length}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setTake(size);
          setPage(1);
        }}
      />
    </div>
  );
}
