import { useIntl } from 'react-intl';
import type { OperationStatus } from '../../../domain/operations';
import { Badge, statusTone } from '../../../ui/status-badge';
import { rowText } from './row-text';

/** The status of an operation record, item or line: colour plus text (`operations.status.*`). */
export function OperationStatusChip({ status }: { status: OperationStatus | string }) {
  const intl = useIntl();
  const id = `operations.status.${status}`;
  const label = intl.messages[id] ? rowText(intl, id) : status;
  return <Badge tone={statusTone(status)}>{label}</Badge>;
}
