import { useIntl } from 'react-intl';
import type { RouteItemStatus, RouteStatus } from '../../domain/operations';
import { type RouteColour, routeStatusColour, statusKey } from '../../domain/route-rules';
import { Badge, type BadgeTone } from '../../ui/status-badge';

// doc 3 §4 chip colours: green DONE, red OCCURRENCE, amber CANCELLED, blue otherwise (colour plus
// the status text, never colour alone).

const TONES: Record<RouteColour, BadgeTone> = {
  green: 'success',
  red: 'danger',
  amber: 'warning',
  blue: 'info',
};

export function RouteStatusChip({ status }: { status: RouteStatus | RouteItemStatus }) {
  const intl = useIntl();
  return (
    <Badge tone={TONES[routeStatusColour(status)]}>{intl.formatMessage({ id: statusKey(status) })}</Badge>
  );
}

export function DriverChip({ name }: { name: string | null }) {
  const intl = useIntl();
  return <Badge tone="neutral">{name ?? intl.formatMessage({ id: 'routes.noDriver' })}</Badge>;
}
