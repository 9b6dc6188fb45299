import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button';
import { AssignUserDialog } from '../shared/assign-user.dialog';
import { CommandButton } from '../shared/command-button';

// Buttons of the picking and packing detail tabs (doc 3 §2): assign (the shared operator dialog)
// and the whole-record finalize / cancel, confirmed first (shared CommandButton). Whether each is
// enabled is decided by the caller with the lifecycle machine fed with the record's lines — the
// shared RecordCommands asks the record machine without lines, which the picking CANCEL guard
// ("no row DONE or INPROGRESS") needs.

export interface AssignButtonProps {
  children: ReactNode;
  subject: ReactNode;
  currentUserId?: string | null;
  size?: 'sm' | 'md';
  variant?: 'solid' | 'outline' | 'ghost';
  disabled?: boolean;
  'aria-label'?: string;
  onAssign: (userId: string) => Promise<unknown>;
}

/** A button opening the assign-operator dialog (doc 3 §6). */
export function AssignButton({
  children,
  subject,
  currentUserId,
  size,
  variant,
  disabled,
  onAssign,
  ...rest
}: AssignButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant ?? 'outline'}
        size={size}
        disabled={disabled}
        aria-label={rest['aria-label']}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open && (
        <AssignUserDialog
          open={open}
          onOpenChange={setOpen}
          subject={subject}
          currentUserId={currentUserId}
          onAssign={onAssign}
        />
      )}
    </>
  );
}

export interface RecordActionsProps {
  code: string;
  currentUserId: string | null;
  can: { assign: boolean; finalize: boolean; cancel: boolean };
  finalizeMessage: ReactNode;
  onAssign: (userId: string) => Promise<unknown>;
  onFinalize: () => Promise<unknown>;
  onCancel: () => Promise<unknown>;
  /** more buttons before the record's own (e.g. "Finalize all", "Save volumes") */
  children?: ReactNode;
}

/** The whole-record assign / finalize / cancel buttons (for RecordSummary's `actions`). */
export function RecordActions({
  code,
  currentUserId,
  can,
  finalizeMessage,
  onAssign,
  onFinalize,
  onCancel,
  children,
}: RecordActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { code });
  return (
    <>
      {children}
      <AssignButton
        size="sm"
        subject={code}
        currentUserId={currentUserId}
        disabled={!can.assign}
        onAssign={onAssign}
      >
        {t('operations.actions.assign')}
      </AssignButton>
      <CommandButton
        variant="solid"
        disabled={!can.finalize}
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
        disabled={!can.cancel}
        title={t('operations.confirm.cancelTitle')}
        message={t('operations.confirm.cancelMessage')}
        confirmLabel={t('operations.confirm.yesCancel')}
        onConfirm={onCancel}
      >
        {t('operations.actions.cancel')}
      </CommandButton>
    </>
  );
}
