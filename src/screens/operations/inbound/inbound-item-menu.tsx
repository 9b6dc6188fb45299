import { useState } from 'react';
import type { InboundItem } from '../../../services/operations.types';
import { MoreIcon } from '../../../ui/action-icons';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Menu } from '../../../ui/menu';
import { useT } from '../../../ui/use-t';
import { AssignUserDialog } from '../shared/assign-user.dialog';
import { inboundItemAnswers } from './inbound-answers';

// The menu of an inbound order row (doc 3 §2 Inbound: finalize, cancel, print barcodes; plus
// assign and the partial read). Finalize and cancel are confirmed; every entry is enabled by the
// inbound-item machine.

export interface InboundItemMenuProps {
  item: InboundItem;
  onFinalize: () => Promise<unknown>;
  onCancel: () => Promise<unknown>;
  onAssign: (userId: string) => Promise<unknown>;
  onPrintBarcodes: () => void;
  onReadPartially: () => void;
}

type Confirming = 'finalize' | 'cancel' | null;

export function InboundItemMenu(props: InboundItemMenuProps) {
  const answers = inboundItemAnswers(props.item);
  const { item } = props;
  const text = useT();
  const t = (id: string) => text(id, { order: item.order.orderNumber, code: item.order.orderNumber });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [assigning, setAssigning] = useState(false);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      await (confirming === 'finalize' ? props.onFinalize() : props.onCancel());
      setConfirming(null);
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Menu
        iconOnly
        trigger={<MoreIcon />}
        label={t('inbound.item.menu')}
        placement="bottom-end"
        items={[
          {
            value: 'assign',
            label: t('operations.actions.assign'),
            disabled: !answers.assignUser,
            onSelect: () => setAssigning(true),
          },
          {
            value: 'read',
            label: t('inbound.read.start'),
            disabled: !answers.readPartially,
            onSelect: props.onReadPartially,
          },
          {
            value: 'finalize',
            label: t('operations.actions.finalize'),
            disabled: !answers.finalize,
            onSelect: () => setConfirming('finalize'),
          },
          {
            value: 'cancel',
            label: t('operations.actions.cancel'),
            disabled: !answers.cancel,
            onSelect: () => setConfirming('cancel'),
          },
          { value: 'sep', separator: true },
          {
            value: 'barcodes',
            label: t('inbound.item.printBarcodes'),
            disabled: !item.order.items.some((l) => l.barcode),
            onSelect: props.onPrintBarcodes,
          },
        ]}
      />
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={t(confirming === 'finalize' ? 'inbound.item.finalizeTitle' : 'inbound.item.cancelTitle')}
          message={t(
            confirming === 'finalize' ? 'inbound.item.finalizeMessage' : 'inbound.item.cancelMessage',
          )}
          confirmLabel={t(
            confirming === 'finalize' ? 'operations.confirm.yesFinalize' : 'inbound.item.yesCancel',
          )}
          cancelLabel={t('operations.confirm.keep')}
          tone={confirming === 'cancel' ? 'danger' : 'default'}
          loading={running}
          onConfirm={() => void run()}
        />
      )}
      {assigning && (
        <AssignUserDialog
          open
          onOpenChange={setAssigning}
          subject={t('inbound.item.subject')}
          currentUserId={item.user?.id ?? null}
          onAssign={props.onAssign}
        />
      )}
    </>
  );
}
