import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { Crossdocking } from '../../../domain/crossdocking';
import { can } from '../../../machines/ask';
import { crossdockingLifecycle } from '../../../machines/crossdocking.machine';
import { useCrossdockingCommands } from '../../../services/crossdocking.api';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { AssignUserDialog } from '../shared/assign-user.dialog';
import { CommandButton } from '../shared/command-button';

// The record actions of a crossdock (list row and detail): assign, finalize, cancel — each
// enabled by asking the crossdocking machine. A list row carries no lines, so the machine refuses
// its FINALIZE (ours: finalize is offered in the detail, where every line is seen crossed).

const row = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end', flexWrap: 'wrap' });

export function CrossdockingActions({ record, size = 'sm' }: { record: Crossdocking; size?: 'sm' | 'md' }) {
  const t = useT();
  const commands = useCrossdockingCommands();
  const [assigning, setAssigning] = useState(false);
  const allowed = (type: 'FINALIZE' | 'CANCEL' | 'ASSIGN_USER') =>
    can(crossdockingLifecycle, record, { type });
  return (
    <span className={row}>
      <Button
        variant="ghost"
        size={size}
        disabled={!allowed('ASSIGN_USER')}
        aria-label={t('crossdocking.actions.assignNamed', { code: record.code })}
        onClick={() => setAssigning(true)}
      >
        {t('crossdocking.actions.assign')}
      </Button>
      <CommandButton
        variant="ghost"
        size={size}
        disabled={!allowed('FINALIZE')}
        ariaLabel={t('crossdocking.actions.finalizeNamed', { code: record.code })}
        title={t('crossdocking.confirm.finalizeTitle')}
        message={t('crossdocking.confirm.finalizeMessage', { code: record.code })}
        confirmLabel={t('crossdocking.actions.finalize')}
        onConfirm={() => commands.finalize(record.id)}
      >
        {t('crossdocking.actions.finalize')}
      </CommandButton>
      <CommandButton
        variant="ghost"
        size={size}
        tone="danger"
        disabled={!allowed('CANCEL')}
        ariaLabel={t('crossdocking.actions.cancelNamed', { code: record.code })}
        title={t('crossdocking.confirm.cancelTitle')}
        message={t('crossdocking.confirm.cancelMessage', { code: record.code })}
        confirmLabel={t('crossdocking.actions.cancel')}
        onConfirm={() => commands.cancel(record.id)}
      >
        {t('crossdocking.actions.cancel')}
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
