import { useState } from 'react';
import { useLocation } from 'wouter';
import type { OutboundRecord } from '../../../domain/operations';
import { openBoardingDraft, printDispatchReport } from '../../../services/documents/outbound-pdf';
import { useOutboundCommands } from '../../../services/outbound.api';
import { Button } from '../../../ui/button';
import { Menu } from '../../../ui/menu';
import { useT } from '../../../ui/use-t';
import { AssignButton } from '../shared/assign-button';
import { CommandButton } from '../shared/command-button';
import { useOpenTabs } from '../shared/open-tabs';
import { AddOrdersDialog } from './add-orders.dialog';
import { PositionDialog, TransporterDialog } from './dispatch-choices';
import { outboundAnswers } from './outbound-answers';

// The outbound detail's actions (doc 3 §2, §4, §7): assign operator, add transporter, add
// dispatch position, add orders, finalize (dispatch), cancel and delete — each enabled by asking
// the outbound machine — and the print menu (dispatch report, boarding draft). Finalize, cancel
// and delete are confirmed first. A deleted outbound's tab closes and the list shows.

type Open = 'transporter' | 'position' | 'orders' | null;

export function OutboundActions({ record }: { record: OutboundRecord }) {
  const t = useT();
  const [, navigate] = useLocation();
  const commands = useOutboundCommands();
  const [open, setOpen] = useState<Open>(null);
  const [, setTabs] = useOpenTabs('outbound');
  const answers = outboundAnswers(record);
  const named = (id: string) => t(id, { code: record.code });
  const close = () => setOpen(null);

  return (
    <>
      <AssignButton
        subject={record.code}
        currentUserId={record.user?.id ?? null}
        disabled={!answers.assignUser}
        onAssign={(userId) => commands.assign({ id: record.id }, userId)}
      >
        {t('operations.actions.assign')}
      </AssignButton>
      <Button variant="outline" disabled={!answers.addTransporter} onClick={() => setOpen('transporter')}>
        {t('outbound.actions.transporter')}
      </Button>
      <Button variant="outline" disabled={!answers.addPosition} onClick={() => setOpen('position')}>
        {t('outbound.actions.position')}
      </Button>
      <Button variant="outline" disabled={!answers.addOrders} onClick={() => setOpen('orders')}>
        {t('outbound.actions.addOrders')}
      </Button>
      <Menu
        label={t('outbound.actions.print')}
        trigger={t('outbound.actions.print')}
        triggerVariant="outline"
        triggerSize="md"
        items={[
          {
            value: 'report',
            label: t('outbound.actions.dispatchReport'),
            onSelect: () => void printDispatchReport(record),
          },
          {
            value: 'draft',
            label: t('outbound.actions.boardingDraft'),
            onSelect: () => void openBoardingDraft(record),
          },
        ]}
      />
      <CommandButton
        size="md"
        variant="solid"
        disabled={!answers.finalize}
        title={named('outbound.confirm.finalizeTitle')}
        message={t('outbound.confirm.finalizeMessage')}
        confirmLabel={t('outbound.confirm.yesFinalize')}
        onConfirm={() => commands.finalize({ id: record.id })}
      >
        {t('outbound.actions.finalize')}
      </CommandButton>
      <CommandButton
        size="md"
        tone="danger"
        disabled={!answers.cancel}
        title={named('operations.confirm.cancelTitle')}
        message={t('operations.confirm.cancelMessage')}
        confirmLabel={t('operations.confirm.yesCancel')}
        onConfirm={() => commands.cancel({ id: record.id })}
      >
        {t('operations.actions.cancel')}
      </CommandButton>
      <CommandButton
        size="md"
        tone="danger"
        disabled={!answers.delete}
        title={named('outbound.confirm.deleteTitle')}
        message={t('outbound.confirm.deleteMessage')}
        confirmLabel={t('outbound.confirm.yesDelete')}
        onConfirm={async () => {
          await commands.remove(record.id);
          setTabs((tabs) => tabs.filter((tab) => tab.id !== record.id));
          navigate('/outbound');
        }}
      >
        {t('outbound.actions.delete')}
      </CommandButton>
      {open === 'transporter' && (
        <TransporterDialog
          record={record}
          onClose={close}
          onChoose={(id) => commands.addTransporter(record.id, id)}
        />
      )}
      {open === 'position' && (
        <PositionDialog
          record={record}
          onClose={close}
          onChoose={(id) => commands.addPosition(record.id, id)}
        />
      )}
      {open === 'orders' && (
        <AddOrdersDialog
          outbound={record}
          onClose={close}
          onAdd={(ids) => commands.addOrders(record.id, ids)}
        />
      )}
    </>
  );
}
