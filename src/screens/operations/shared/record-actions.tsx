import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { AssignUserDialog } from './assign-user.dialog';
import { CommandButton } from './command-button';

// The record actions of an operation with its own calls (handling, crossdocking; doc 3 §2 Handling
// list "actions (finalize, cancel, assign user)"), in a list row and in the detail: assign, then
// finalize and cancel, each confirmed first and enabled by the kind's answers module (its machine
// decides, issue 34). The texts are the kind's own (`<kind>.actions.*`, `<kind>.confirm.*`).

const row = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end', flexWrap: 'wrap' });

export interface RecordActionsProps {
  kind: 'handling' | 'crossdocking';
  record: { id: string; code: string; user: { id: string } | null };
  /** what the kind's machine allows now (handlingAnswers, crossdockingAnswers) */
  answers: { assignUser: boolean; finalize: boolean; cancel: boolean };
  commands: {
    assign: (id: string, userId: string) => Promise<unknown>;
    finalize: (id: string) => Promise<unknown>;
    cancel: (id: string) => Promise<unknown>;
  };
  size?: 'sm' | 'md';
}

export function RecordActions({ kind, record, answers, commands, size = 'sm' }: RecordActionsProps) {
  const t = useT();
  const [assigning, setAssigning] = useState(false);
  const code = { code: record.code };
  return (
    <span className={row}>
      <Button
        variant="ghost"
        size={size}
        disabled={!answers.assignUser}
        aria-label={t(`${kind}.actions.assignNamed`, code)}
        onClick={() => setAssigning(true)}
      >
        {t(`${kind}.actions.assign`)}
      </Button>
      <CommandButton
        variant="ghost"
        size={size}
        disabled={!answers.finalize}
        ariaLabel={t(`${kind}.actions.finalizeNamed`, code)}
        title={t(`${kind}.confirm.finalizeTitle`)}
        message={t(`${kind}.confirm.finalizeMessage`, code)}
        confirmLabel={t(`${kind}.actions.finalize`)}
        onConfirm={() => commands.finalize(record.id)}
      >
        {t(`${kind}.actions.finalize`)}
      </CommandButton>
      <CommandButton
        variant="ghost"
        size={size}
        tone="danger"
        disabled={!answers.cancel}
        ariaLabel={t(`${kind}.actions.cancelNamed`, code)}
        title={t(`${kind}.confirm.cancelTitle`)}
        message={t(`${kind}.confirm.cancelMessage`, code)}
        confirmLabel={t(`${kind}.actions.cancel`)}
        onConfirm={() => commands.cancel(record.id)}
      >
        {t(`${kind}.actions.cancel`)}
      </CommandButton>
      {assigning && (
        <AssignUserDialog
          open
          onOpenChange={(open) => setAssigning(open)}
          subject={record.code}
          currentUserId={record.user?.id ?? null}
          onAssign={async (userId) => {
            await commands.assign(record.id, userId);
          }}
        />
      )}
    </span>
  );
}
