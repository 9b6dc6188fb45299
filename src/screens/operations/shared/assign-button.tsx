import { type ReactNode, useState } from 'react';
import { Button } from '../../../ui/button';
import { AssignUserDialog } from './assign-user.dialog';

// The "Assign" button of every detail (doc 3 §6): the inbound and storage record headers, the
// picking and packing record actions and their order cards. It opens the shared operator dialog
// and keeps it mounted only while open; whether it is enabled is the caller's machine answer.

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
