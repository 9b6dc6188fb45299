import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { Handling } from '../../../domain/handling';
import { can } from '../../../machines/ask';
import { handlingLifecycle } from '../../../machines/handling.machine';
import { useHandlingCommands } from '../../../services/handling.api';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { AssignUserDialog } from '../shared/assign-user.dialog';
import { CommandButton } from '../shared/command-button';

// The record actions of a handling (doc 3 §2 Handling list "actions (finalize, cancel, assign
// user)"; the detail shows the same): each enabled by asking the handling machine — disabled when
// all items are DONE or the handling is not PENDING (doc 3 §4). Finalize and cancel are confirmed.

const row = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end', flexWrap: 'wrap' });

export function HandlingActions({ record, size = 'sm' }: { record: Handling; size?: 'sm' | 'md' }) {
  const t = useT();
  const commands = useHandlingCommands();
  const [assigning, setAssigning] = useState(false);
  const allowed = (type: 'FINALIZE' | 'CANCEL' | 'ASSIGN_USER') => can(handlingLifecycle, record, { type });
  return (
    <span className={row}>
      <Button
        variant="ghost"
        size={size}
        disabled={!allowed('ASSIGN_USER')}
        aria-label={t('handling.actions.assignNamed', { code: record.code })}
        onClick={() => setAssigning(true)}
      >
        {t('handling.actions.assign')}
      </Button>
      <CommandButton
        variant="ghost"
        size={size}
        disabled={!allowed('FINALIZE')}
        ariaLabel={t('handling.actions.finalizeNamed', { code: record.code })}
        title={t('handling.confirm.finalizeTitle')}
        message={t('handling.confirm.finalizeMessage', { code: record.code })}
        confirmLabel={t('handling.actions.finalize')}
        onConfirm={() => commands.finalize(record.id)}
      >
        {t('handling.actions.finalize')}
      </CommandButton>
      <CommandButton
        variant="ghost"
        size={size}
        tone="danger"
        disabled={!allowed('CANCEL')}
        ariaLabel={t('handling.actions.cancelNamed', { code: record.code })}
        title={t('handling.confirm.cancelTitle')}
        message={t('handling.confirm.cancelMessage', { code: record.code })}
        confirmLabel={t('handling.actions.cancel')}
        onConfirm={() => commands.cancel(record.id)}
      >
        {t('handling.actions.cancel')}
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
