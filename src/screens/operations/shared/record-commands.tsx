import type { LineState } from '../../../domain/operation-rules';
import { can } from '../../../machines/ask';
import { answerNeedsLines, RECORD_LIFECYCLES } from '../../../machines/warehouse-records';
import type { WarehouseKind } from '../../../services/operations.types';
import { useT } from '../../../ui/use-t';
import { CommandButton } from './command-button';

// Finalize and cancel of a whole record, each confirmed first and enabled by the record machine
// (FINALIZE / CANCEL). Used in list rows and in detail headers.
//
// Decision (picking cancel, doc 3 §4 "blocked when … any item position is DONE or INPROGRESS"): a
// list row carries no lines (OPERATIONS-CONTRACT.md), and asking the machine with none would
// enable a cancel the server refuses (409). So, without `lines`, a command whose machine answer
// depends on the lines (`answerNeedsLines`, found by asking the machine — the rule stays there) is
// not offered: it lives in the record's detail, which passes its lines. Fetching every row's
// lines for a list (5,000-line records) was the other way, too heavy for a list page.

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
  const offered = (type: 'FINALIZE' | 'CANCEL') =>
    lines !== undefined || !answerNeedsLines(kind, record.status, { type });
  const allows = (type: 'FINALIZE' | 'CANCEL') =>
    can(RECORD_LIFECYCLES[kind], { status: record.status, lines: lines ?? [] }, { type });
  return (
    <>
      {onFinalize && offered('FINALIZE') && (
        <CommandButton
          size={size}
          variant={size === 'sm' ? 'ghost' : 'solid'}
          ariaLabel={size === 'sm' ? `${t('operations.actions.finalize')} ${record.code}` : undefined}
          disabled={!allows('FINALIZE')}
          title={t('operations.confirm.finalizeTitle')}
          message={t('operations.confirm.finalizeMessage')}
          confirmLabel={t('operations.confirm.yesFinalize')}
          onConfirm={onFinalize}
        >
          {t('operations.actions.finalize')}
        </CommandButton>
      )}
      {onCancel && offered('CANCEL') && (
        <CommandButton
          size={size}
          variant={size === 'sm' ? 'ghost' : 'outline'}
          ariaLabel={size === 'sm' ? t('operations.actions.cancelNamed') : undefined}
          disabled={!allows('CANCEL')}
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
