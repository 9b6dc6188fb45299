import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { type StorageItem, type StorageLine, useOperation } from '../../../services/operations.api';
import { notify } from '../../../services/toasts';
import { Button } from '../../../ui/button';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { ScanField } from '../../../ui/scan-field';
import { FailedState } from '../../../ui/states';
import { AssignUserDialog } from '../shared/assign-user.dialog';
import { RecordCommands } from '../shared/record-commands';
import { recordCan } from '../shared/record-rules';
import { RecordSummary } from '../shared/record-summary';
import { focusPositionSelect } from './position-select';
import { StorageItems } from './storage-items';
import { chosenLines, isLineOpen, lineByBarcode, mayFinalizeChosen } from './storage-rules';
import { useStorageCommands } from './use-storage-commands';

// A storage's tab (doc 3 §2 Storage): the header (date, number, operator, orders, executed,
// volumes, status; assign and cancel), a scan field (a product's barcode selects its line and
// focuses its position selector), the bulk finalize (only when the storage machine accepts
// FINALIZE_CHOSEN: ≥ 2 lines with a position chosen; one call, all or nothing), and the paginated
// item rows (one per order) expanding to their lines.

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' });
const scan = css({ flex: '1', maxWidth: '28rem' });

export default function StorageDetail({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const detail = useOperation('storage', id);
  const commands = useStorageCommands();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selectedLine, setSelectedLine] = useState<string | null>(null);
  const [finalizing, setFinalizing] = useState<string | null>(null);
  const [bulkRunning, setBulkRunning] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [page, setPage] = useState(1);
  const [take, setTake] = usePageSize();
  const record = detail.data;

  if (detail.isError && !record) return <FailedState />;

  const items = record?.items ?? [];
  const pageItems = items.slice((page - 1) * take, page * take);
  const chosen = record ? chosenLines(record, choices) : [];
  const showBulk = record ? mayFinalizeChosen(record, chosen.length) : false;

  const setError = (lineId: string, message: string | null) =>
    setErrors(({ [lineId]: _, ...rest }) => (message ? { ...rest, [lineId]: message } : rest));
  const choose = (line: StorageLine, positionId: string | null) => {
    setChoices(({ [line.id]: _, ...rest }) => (positionId ? { ...rest, [line.id]: positionId } : rest));
    setError(line.id, null);
  };
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const finalizeLine = async (item: StorageItem, line: StorageLine, positionId: string | null) => {
    if (!positionId) {
      const message = t('storage.positionRequired');
      setError(line.id, message);
      notify.error(message);
      focusPositionSelect(line.id);
      return;
    }
    setFinalizing(line.id);
    try {
      await commands.finalizeLine({
        storageId: id,
        itemId: item.id,
        lineId: line.id,
        positionId,
        quantity: line.quantity,
      });
      choose(line, null);
    } catch {
      // told by the API client
    } finally {
      setFinalizing(null);
    }
  };

  const finalizeChosen = async () => {
    setBulkRunning(true);
    try {
      await commands.finalizeChosen(
        id,
        chosen.map((c) => ({
          orderId: c.item.order.id,
          lineId: c.line.id,
          positionId: c.positionId,
          quantity: c.line.quantity,
        })),
      );
      setChoices({});
    } catch {
      // all or nothing: nothing changed, the choices stay
    } finally {
      setBulkRunning(false);
    }
  };

  const onScan = (code: string): string | null => {
    const found = record ? lineByBarcode(record, code) : null;
    if (!found) return t('storage.scan.unknown', { code });
    if (!isLineOpen(found.item, found.line)) return t('storage.scan.settled', { code });
    setExpanded((open) => new Set(open).add(found.item.id));
    setPage(Math.floor(items.indexOf(found.item) / take) + 1);
    setSelectedLine(found.line.id);
    focusPositionSelect(found.line.id);
    return null;
  };

  return (
    <div className={stack}>
      {record && (
        <RecordSummary
          record={record}
          date={record.storageDate}
          actions={
            <>
              <Button
                variant="outline"
                disabled={!recordCan('storage', record.status, { type: 'ASSIGN_USER' })}
                onClick={() => setAssigning(true)}
              >
                {t('operations.actions.assign')}
              </Button>
              <RecordCommands kind="storage" record={record} size="md" onCancel={() => commands.cancel(id)} />
            </>
          }
        />
      )}
      <div className={toolbar}>
        <ScanField className={scan} label={t('storage.scan.label')} onScan={onScan} captureGlobal />
        {showBulk && (
          <Button loading={bulkRunning} onClick={() => void finalizeChosen()}>
            {t('storage.bulkFinalize', { count: chosen.length })}
          </Button>
        )}
      </div>
      <StorageItems
        items={record ? pageItems : undefined}
        loading={detail.isLoading}
        error={detail.isError}
        expanded={expanded}
        onToggle={toggle}
        selectedLine={selectedLine}
        choices={choices}
        errors={errors}
        finalizing={finalizing}
        onChoose={choose}
        onFinalize={(item, line, positionId) => void finalizeLine(item, line, positionId)}
        onEditQuantity={(item, line, quantity) =>
          commands.editQuantity({ storageId: id, itemId: item.id, lineId: line.id, quantity })
        }
        onAssign={(item, userId) => commands.assign(id, userId, item.id)}
        onCancel={(item) => commands.cancel(id, item.id)}
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
      {assigning && record && (
        <AssignUserDialog
          open
          onOpenChange={setAssigning}
          subject={record.code}
          currentUserId={record.user?.id ?? null}
          onAssign={(userId) => commands.assign(id, userId)}
        />
      )}
    </div>
  );
}
