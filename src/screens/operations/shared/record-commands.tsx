import type { LineState } from '../../../domain/operation-rules';
import type { WarehouseKind } from '../../../services/operations.types';
import { useT } from '../../../ui/use-t';
import { CommandButton } from './command-button';
import { warehouseRecordAnswers } from './warehouse-record-answers';

// Finalize and cancel of a whole record, each confirmed first and enabled by the record machine
// (FINALIZE / CANCEL, warehouse-record-answers.ts). Used in list rows and in detail headers.
//
// A list row carries no lines (OPERATIONS-CONTRACT.md): a command whose answer depends on them is
// not offered there (`finalizeOffered` / `cancelOffered`); it lives in the record's detail, which
// passes its lines. Fetching every row's lines for a list (5,000-line records) was the other way,
// too heavy for a list page.

export interface RecordCommandsProps {
  kind: WarehouseKind;
  record: { code: string; status: string };
  /** the record's lines as its machine reads them (a detail); absent in a list row */
  lines?: readonly LineState[];
  /** shown only when given */
  onFinalize?: () => Promise<unknown>;
  onCancel?: () => Promise<unknown>;
  size?: 'sm' | 'md';
}

export function RecordCommands({
  kind,
  record,
  lines,
  onFinalize,
  onCancel,
  size = 'sm',
}: RecordCommandsProps) {
  const text = useT();
  const t = (id: string) => text(id, { code: record.code });
  const answers = warehouseRecordAnswers(kind, record, lines);
  return (
    <>
      {onFinalize && answers.finalizeOffered && (
        <CommandButton
          size={size}
          variant={size === 'sm' ? 'ghost' : 'solid'}
          ariaLabel={size === 'sm' ? `${t('operations.actions.finalize')} ${record.code}` : undefined}
          disabled={!answers.finalize}
          title={t('operations.confirm.finalizeTitle')}
          message={t('operations.confirm.finalizeMessage')}
          confirmLabel={t('operations.confirm.yesFinalize')}
          onConfirm={onFinalize}
        >
          {t('operations.actions.finalize')}
        </CommandButton>
      )}
      {onCancel && answers.cancelOffered && (
        <CommandButton
          size={size}
          variant={size === 'sm' ? 'ghost' : 'outline'}
          ariaLabel={size === 'sm' ? t('operations.actions.cancelNamed') : undefined}
          disabled={!answers.cancel}
          tone="danger"
          title={t('operations.confirm.cancelTitle')}
          message={t('operations.confirm.cancelMessage')}
          confirmLabel={t('operations.confirm.yesCancel')}
          onConfirm={onCancel}
        >
          {t('operations.actions.cancel')}
        </CommandButton>
      )}
    </>
  );
}
