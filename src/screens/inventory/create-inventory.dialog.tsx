import { useState } from 'react';
import { positionRefusalReason } from '../../domain/position-availability';
import { useInventoryCommands } from '../../services/inventory.api';
import { Checkbox } from '../../ui/checkbox';
import { FormDialog } from '../../ui/form-dialog';
import { useT } from '../../ui/use-t';
import { OpenLinesWarning } from './open-lines-warning';
import { PositionChecklist } from './position-checklist';

/**
 * New inventory (POST /inventory, doc 3 §7): choose positions. doc 3 §4: a position in inventory is
 * listed with an asterisk and cannot be chosen, a virtual one cannot be inventoried — the one rule
 * (`positionRefusalReason`) asked here, enforced again by the simulator (409). Issue 31: before
 * the create is confirmed, the open operations' lines on the chosen positions are listed.
 */
export function CreateInventoryDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { create } = useInventoryCommands();
  const [chosen, setChosen] = useState<string[]>([]);
  const [asset, setAsset] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <FormDialog
      title={t('inventory.create.title')}
      onClose={onClose}
      submitting={create.isPending}
      cancelLabel={t('inventory.create.cancel')}
      saveLabel={t('inventory.create.save')}
      onSubmit={() => {
        setSubmitted(true);
        if (chosen.length === 0) return;
        create
          .mutateAsync({ positions: chosen, type: asset ? 'ASSET' : 'DEFAULT' })
          .then(onClose)
          .catch(() => undefined);
      }}
    >
      <Checkbox label={t('inventory.type.ASSET')} checked={asset} onCheckedChange={setAsset} />
      <PositionChecklist
        chosen={chosen}
        onChange={setChosen}
        refusal={(p) => positionRefusalReason(p, 'inventory')}
        error={submitted && chosen.length === 0 ? t('inventory.create.required') : undefined}
      />
      <OpenLinesWarning positionIds={chosen} />
    </FormDialog>
  );
}
