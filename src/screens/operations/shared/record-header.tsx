import { useIntl } from 'react-intl';
import type { LineState } from '../../../domain/operation-rules';
import { AssignButton } from './assign-button';
import { RecordCommands } from './record-commands';
import { RecordSummary, type RecordSummaryProps } from './record-summary';
import { warehouseRecordAnswers } from './warehouse-record-answers';

// The record header of the inbound and storage detail tabs (doc 3 §2 Inbound, Storage): the summary
// with the whole-record assign (enabled by the record machine) and the shared finalize / cancel
// commands. Both kinds share it so their headers offer the same buttons in the same order.

export interface RecordHeaderProps {
  kind: 'inbound' | 'storage';
  record: RecordSummaryProps['record'];
  /** the record's date (inboundDate, storageDate) */
  date: string;
  /** the record's lines as its machine reads them, when its commands depend on them */
  lines?: readonly LineState[];
  onAssign: (userId: string) => Promise<unknown>;
  /** shown only when given (storage finalizes line by line) */
  onFinalize?: () => Promise<unknown>;
  onCancel: () => Promise<unknown>;
}

export function RecordHeader({
  kind,
  record,
  date,
  lines,
  onAssign,
  onFinalize,
  onCancel,
}: RecordHeaderProps) {
  const intl = useIntl();
  return (
    <RecordSummary
      record={record}
      date={date}
      actions={
        <>
          <AssignButton
            subject={record.code}
            currentUserId={record.user?.id ?? null}
            disabled={!warehouseRecordAnswers(kind, record, lines ?? []).assignUser}
            onAssign={onAssign}
          >
            {intl.formatMessage({ id: 'operations.actions.assign' })}
          </AssignButton>
          <RecordCommands
            kind={kind}
            record={record}
            lines={lines}
            size="md"
            onFinalize={onFinalize}
            onCancel={onCancel}
          />
        </>
      }
    />
  );
}
