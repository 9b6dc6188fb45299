import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { grid } from '../../../../styled-system/patterns';
import { USER_TYPES, type UserType } from '../../../domain/user';
import { useOperators } from '../../../services/operations.api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// The assign-operator dialog of every operation (doc 3 §2, §6: "Assign-user dialogs allow type
// USER plus all listed types, with an option for all"): a type picker (USER by default, each user
// type, or all) and the active users of that type. A failed assignment keeps the dialog open (doc
// 3 §8: "assignment failures are rethrown to the caller"; the API client already told the error).

const ALL_TYPES = 'ALL';
const body = grid({ gap: '3' });

export interface AssignUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** a line under the title saying what is assigned (e.g. the record code, or "3 pickings") */
  subject?: ReactNode;
  /** the current operator, preselected */
  currentUserId?: string | null;
  /** the types offered besides "all" (default: every user type, USER first and preselected) */
  types?: readonly UserType[];
  /** runs the assignment; when it rejects the dialog stays open */
  onAssign: (userId: string) => Promise<unknown>;
}

export function AssignUserDialog({
  open,
  onOpenChange,
  subject,
  currentUserId,
  types = USER_TYPES,
  onAssign,
}: AssignUserDialogProps) {
  const intl = useIntl();
  const t = useT();
  const [type, setType] = useState<string>(types.includes('USER') ? 'USER' : ALL_TYPES);
  const [userId, setUserId] = useState<string | null>(currentUserId ?? null);
  const [saving, setSaving] = useState(false);
  const operators = useOperators(type === ALL_TYPES ? types : [type as UserType], open);

  const typeItems = useMemo(
    () => [
      { value: ALL_TYPES, label: intl.formatMessage({ id: 'operations.assign.allTypes' }) },
      ...types.map((value) => ({ value, label: intl.formatMessage({ id: `operations.userType.${value}` }) })),
    ],
    [types, intl],
  );
  const userItems = useMemo(
    () =>
      (operators.data?.users ?? []).map((u) => ({
        value: u.id,
        label: u.profile?.name ? `${u.profile.name} (${u.userName})` : u.userName,
      })),
    [operators.data],
  );
  const known = userId !== null && userItems.some((u) => u.value === userId);

  const assign = async () => {
    if (!userId) return;
    setSaving(true);
    try {
      await onAssign(userId);
      onOpenChange(false);
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) onOpenChange(next);
      }}
      title={t('operations.assign.title')}
      description={subject}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={() => void assign()} loading={saving} disabled={!known}>
            {t('operations.assign.confirm')}
          </Button>
        </>
      }
    >
      <div className={body}>
        <Select
          label={t('operations.assign.type')}
          items={typeItems}
          value={type}
          onValueChange={(next) => {
            setType(next ?? ALL_TYPES);
            setUserId(null);
          }}
        />
        <Select
          label={t('operations.assign.user')}
          items={userItems}
          value={known ? userId : null}
          onValueChange={setUserId}
          placeholder={t(operators.isLoading ? 'ui.loading' : 'operations.assign.choose')}
          disabled={operators.isLoading || userItems.length === 0}
          error={operators.isError ? t('ui.table.failed') : undefined}
        />
        {!operators.isLoading && !operators.isError && userItems.length === 0 && (
          <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('operations.assign.none')}</p>
        )}
      </div>
    </Dialog>
  );
}
