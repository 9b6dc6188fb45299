import { css } from '../../../../styled-system/css';
import type { ConferenceItem } from '../../../services/operations.types';
import { useT } from '../../../ui/use-t';
import { AssignButton } from '../shared/assign-button';
import { CommandButton } from '../shared/command-button';
import { conferenceItemAnswers } from './conference-answers';

// The actions of one conference order (doc 3 §2 Conference order rows; §7 item calls): assign an
// operator, finalize (a line read differently becomes a divergence: the order goes to OCCURRENCE,
// simulator/README.md) and cancel (only while nothing was read, doc 3 §4). Each is enabled by the
// conference-item machine; finalize and cancel are confirmed first.

const cell = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });

export interface ConferenceItemActionsProps {
  item: ConferenceItem;
  onAssign: (userId: string) => Promise<unknown>;
  onFinalize: () => Promise<unknown>;
  onCancel: () => Promise<unknown>;
}

export function ConferenceItemActions({ item, onAssign, onFinalize, onCancel }: ConferenceItemActionsProps) {
  const text = useT();
  const order = item.order.orderNumber;
  const t = (id: string) => text(id, { order, code: order });
  const answers = conferenceItemAnswers(item);
  return (
    <span className={cell}>
      <AssignButton
        size="sm"
        variant="ghost"
        subject={t('conference.items.subject')}
        currentUserId={item.user?.id ?? null}
        disabled={!answers.assignUser}
        aria-label={t('conference.items.assignNamed')}
        onAssign={onAssign}
      >
        {t('operations.actions.assign')}
      </AssignButton>
      <CommandButton
        size="sm"
        variant="ghost"
        ariaLabel={t('conference.items.finalizeNamed')}
        disabled={!answers.finalize}
        title={t('conference.items.finalizeTitle')}
        message={t('conference.items.finalizeMessage')}
        confirmLabel={t('operations.confirm.yesFinalize')}
        onConfirm={onFinalize}
      >
        {t('operations.actions.finalize')}
      </CommandButton>
      <CommandButton
        size="sm"
        variant="ghost"
        tone="danger"
        ariaLabel={t('conference.items.cancelNamed')}
        disabled={!answers.cancel}
        title={t('conference.items.cancelTitle')}
        message={t('operations.confirm.cancelMessage')}
        confirmLabel={t('operations.confirm.yesCancel')}
        onConfirm={onCancel}
      >
        {t('operations.actions.cancel')}
      </CommandButton>
    </span>
  );
}
