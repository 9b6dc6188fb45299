import type { ReactNode } from 'react';
import { useT } from '../../../ui/use-t';
import { AssignButton } from './assign-button';
import { CommandButton } from './command-button';
import { RecordSummary, type RecordSummaryProps } from './record-summary';

// The record header of the picking and packing detail tabs (doc 3 §2): the summary with the
// whole-record assign (the shared operator dialog) and finalize / cancel, confirmed first (shared
// CommandButton). Each button is enabled by the kind's answers module, which asks the record
// machine with the record's lines (picking-answers.ts: the CANCEL guard "no row DONE or
// INPROGRESS" reads them). The kinds share it so their headers
// offer the same buttons in the same order; each adds its own before them (children).

export interface OrderRecordHeaderProps {
  record: RecordSummaryProps['record'];
  /** the record's date (pickingDate, packingDate) */
  date: string;
  /** what the record machine allows now (pickingAnswers, packingAnswers, conferenceAnswers) */
  answers: { assignUser: boolean; finalize: boolean; cancel: boolean };
  finalizeMessage: ReactNode;
  onAssign: (userId: string) => Promise<unknown>;
  onFinalize: () => Promise<unknown>;
  onCancel: () => Promise<unknown>;
  /** more buttons before the record's own (e.g. "Finalize all", "Save volumes") */
  children?: ReactNode;
  /** the summary's facts (RecordSummary) */
  facts?: RecordSummaryProps['facts'];
}

export function OrderRecordHeader({
  record,
  date,
  answers,
  finalizeMessage,
  onAssign,
  onFinalize,
  onCancel,
  children,
  facts,
}: OrderRecordHeaderProps) {
  const text = useT();
  const t = (id: string) => text(id, { code: record.code });
  return (
    <RecordSummary
      record={record}
      date={date}
      facts={facts}
      actions={
        <>
          {children}
          <AssignButton
            size="sm"
            subject={record.code}
            currentUserId={record.user?.id ?? null}
            disabled={!answers.assignUser}
            onAssign={onAssign}
          >
            {t('operations.actions.assign')}
          </AssignButton>
          <CommandButton
            variant="solid"
            disabled={!answers.finalize}
            title={t('operations.confirm.finalizeTitle')}
            message={finalizeMessage}
            confirmLabel={t('operations.confirm.yesFinalize')}
            onConfirm={onFinalize}
          >
            {t('operations.actions.finalize')}
          </CommandButton>
          <CommandButton
            variant="outline"
            tone="danger"
            disabled={!answers.cancel}
            title={t('operations.confirm.cancelTitle')}
            message={t('operations.confirm.cancelMessage')}
            confirmLabel={t('operations.confirm.yesCancel')}
            onConfirm={onCancel}
          >
            {t('operations.actions.cancel')}
          </CommandButton>
        </>
      }
    />
  );
}
