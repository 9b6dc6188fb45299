import { memo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { StorageItem } from '../../../services/operations.types';
import { Button } from '../../../ui/button';
import { AssignUserDialog } from '../shared/assign-user.dialog';
import { CommandButton } from '../shared/command-button';
import { useRowText } from '../shared/row-text';
import { storageItemAnswers } from './storage-answers';

// The actions of a storage item row: assign an operator, cancel (confirmed; disabled once the item
// or any of its lines is DONE, INPROGRESS or OCCURRENCE — storage-item machine, doc 3 §4).
// Memoized (stable callbacks taking the item): typing in a line does not re-render every row.

const box = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });

export interface StorageItemActionsProps {
  item: StorageItem;
  onAssign: (item: StorageItem, userId: string) => Promise<unknown>;
  onCancel: (item: StorageItem) => Promise<unknown>;
}

export const StorageItemActions = memo(function StorageItemActions({
  item,
  onAssign,
  onCancel,
}: StorageItemActionsProps) {
  const text = useRowText();
  const t = (id: string) => text(id, { order: item.order.orderNumber, code: item.order.orderNumber });
  const [assigning, setAssigning] = useState(false);
  return (
    <span className={box}>
      <Button
        variant="ghost"
        size="sm"
        disabled={!storageItemAnswers(item).assignUser}
        aria-label={t('operations.actions.assignNamed')}
        onClick={() => setAssigning(true)}
      >
        {t('operations.actions.assign')}
      </Button>
      <CommandButton
        variant="ghost"
        tone="danger"
        disabled={!storageItemAnswers(item).cancel}
        ariaLabel={t('storage.item.cancelNamed')}
        title={t('storage.item.cancelTitle')}
        message={t('storage.item.cancelMessage')}
        confirmLabel={t('storage.item.yesCancel')}
        onConfirm={() => onCancel(item)}
      >
        {t('operations.actions.cancel')}
      </CommandButton>
      {assigning && (
        <AssignUserDialog
          open
          onOpenChange={setAssigning}
          subject={t('storage.item.subject')}
          currentUserId={item.user?.id ?? null}
          onAssign={(userId) => onAssign(item, userId)}
        />
      )}
    </span>
  );
});
