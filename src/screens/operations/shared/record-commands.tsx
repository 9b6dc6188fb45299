import { useIntl } from 'react-intl';
import type { WarehouseKind } from '../../../services/operations.types';
import { CommandButton } from './command-button';
import { recordCan } from './record-rules';

// Finalize and cancel of a whole record, each confirmed first and enabled by the record machine
// (FINALIZE / CANCEL). Used in list rows and in detail headers.

export interface RecordCommandsProps {
  kind: WarehouseKind;
  record: { code: string; status: string };
  /** shown only when given */
  onFinalize?: () => Promise<unknown>;
  onCancel?: () => Promise<unknown>;
  size?: 'sm' | 'md';
}

export function RecordCommands({ kind, record, onFinalize, onCancel, size = 'sm' }: RecordCommandsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { code: record.code });
  return (
    <>
      {onFinalize && (
        <CommandButton
          size={size}
          variant={size === 'sm' ? 'ghost' : 'solid'}
          ariaLabel={size === 'sm' ? `${t('operations.actions.finalize')} ${record.code}` : undefined}
          disabled={!recordCan(kind, record.status, { type: 'FINALIZE' })}
          title={t('operations.confirm.finalizeTitle')}
          message={t('operations.confirm.finalizeMessage')}
          confirmLabel={t('operations.confirm.yesFinalize')}
          onConfirm={onFinalize}
        >
          {t('operations.actions.finalize')}
        </CommandButton>
      )}
      {onCancel && (
        <CommandButton
          size={size}
          variant={size === 'sm' ? 'ghost' : 'outline'}
          ariaLabel={size === 'sm' ? t('operations.actions.cancelNamed') : undefined}
          disabled={!recordCan(kind, record.status, { type: 'CANCEL' })}
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
