import { type ReactNode, useState } from 'react';
import type { Inventory } from '../../domain/inventory';
import { useInventoryCommands } from '../../services/inventory.api';
import { useOperators } from '../../services/operations.api';
import { PrintIcon } from '../../ui/action-icons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormDialog } from '../../ui/form-dialog';
import { RowActions } from '../../ui/row-actions';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';
import { IconAction } from './icon-action';
import { inventoryAnswers } from './inventory-answers';
import { printInventory } from './inventory-documents';
import { AssignUserIcon, CancelIcon, FinalizeIcon } from './inventory-icons';

/**
 * An inventory's actions (doc 3 §2: assign, finalize, cancel, print), each enabled by the inventory
 * machine (inventory-answers.ts), never by a status comparison here. Finalize and cancel are confirmed first; a
 * refused call is toasted by the API client and the dialog stays open.
 */
export function InventoryActions({ inventory }: { inventory: Inventory }) {
  const t = useT();
  const commands = useInventoryCommands();
  const [open, setOpen] = useState<'assign' | 'finalize' | 'cancel' | null>(null);
  const code = inventory.code;
  const answers = inventoryAnswers(inventory);
  const icon = (label: string, allowed: boolean, onClick: () => void, glyph: ReactNode) => (
    <IconAction label={label} disabled={!allowed} onClick={onClick}>
      {glyph}
    </IconAction>
  );
  const run = (call: Promise<unknown>) => call.then(() => setOpen(null)).catch(() => undefined);
  return (
    <RowActions>
      {icon(
        t('inventory.action.assign', { code }),
        answers.assignUser,
        () => setOpen('assign'),
        <AssignUserIcon />,
      )}
      {icon(
        t('inventory.action.finalize', { code }),
        answers.finalize,
        () => setOpen('finalize'),
        <FinalizeIcon />,
      )}
      {icon(t('inventory.action.cancel', { code }), answers.cancel, () => setOpen('cancel'), <CancelIcon />)}
      <IconAction
        label={t('inventory.action.print', { code })}
        onClick={() => void printInventory(inventory.id)}
      >
        <PrintIcon />
      </IconAction>
      {open === 'assign' && (
        <AssignDialog
          current={inventory.user?.id ?? null}
          onClose={() => setOpen(null)}
          onAssign={(user) =>
            commands.assign.mutateAsync({ id: inventory.id, user }).then(() => setOpen(null))
          }
        />
      )}
      <ConfirmDialog
        open={open === 'finalize'}
        onOpenChange={(o) => setOpen(o ? 'finalize' : null)}
        title={t('inventory.confirm.finalizeTitle')}
        message={t('inventory.confirm.finalizeMessage', { code })}
        confirmLabel={t('inventory.confirm.yes')}
        cancelLabel={t('inventory.confirm.no')}
        loading={commands.finalize.isPending}
        onConfirm={() => void run(commands.finalize.mutateAsync({ id: inventory.id }))}
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(o) => setOpen(o ? 'cancel' : null)}
        title={t('inventory.confirm.cancelTitle')}
        message={t('inventory.confirm.cancelMessage', { code })}
        confirmLabel={t('inventory.confirm.yes')}
        cancelLabel={t('inventory.confirm.no')}
        tone="danger"
        loading={commands.cancel.isPending}
        onConfirm={() => void run(commands.cancel.mutateAsync({ id: inventory.id }))}
      />
    </RowActions>
  );
}

/** Choose the operator of an inventory or of one of its positions (active users, doc 3 §6). */
export function AssignDialog({
  current,
  onClose,
  onAssign,
}: {
  current: string | null;
  onClose: () => void;
  onAssign: (user: string) => Promise<unknown>;
}) {
  const t = useT();
  const operators = useOperators(null);
  const [user, setUser] = useState<string | null>(current);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const items = (operators.data?.users ?? []).map((u) => ({
    value: u.id,
    label: u.profile?.name ?? u.userName,
  }));
  return (
    <FormDialog
      title={t('inventory.assign.title')}
      onClose={onClose}
      submitting={pending}
      cancelLabel={t('inventory.assign.cancel')}
      saveLabel={t('inventory.assign.save')}
      size="sm"
      onSubmit={() => {
        setSubmitted(true);
        if (!user) return;
        setPending(true);
        onAssign(user)
          .catch(() => undefined)
          .finally(() => setPending(false));
      }}
    >
      <Select
        label={t('inventory.assign.operator')}
        items={items}
        value={user}
        onValueChange={setUser}
        error={submitted && !user ? t('inventory.assign.required') : undefined}
      />
    </FormDialog>
  );
}
