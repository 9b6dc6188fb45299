import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import type { UserRef } from '../../../domain/operations';
import { rowText } from './row-text';

const none = css({ color: 'textMuted', fontStyle: 'italic' });

/** The operator's name, or the muted "no operator" label (doc 3 §2 Storage). */
export function OperatorLabel({ user }: { user: UserRef | null | undefined }) {
  const intl = useIntl();
  const name = user?.profile?.name || user?.userName;
  return name ? <span>{name}</span> : <span className={none}>{rowText(intl, 'operations.noOperator')}</span>;
}
