import { useState } from 'react';
import { hstack } from '../../../styled-system/patterns';
import type { RouteRecord } from '../../domain/operations';
import { ROUTE_DRIVER_TYPE } from '../../domain/route-rules';
import { useRouteCommands } from '../../services/routes.api';
import { notify } from '../../services/toasts';
import { MoreIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Menu } from '../../ui/menu';
import { useT } from '../../ui/use-t';
import { AssignUserDialog } from '../operations/shared/assign-user.dialog';
import { routeAnswers } from './route-answers';
import { printRouteSheet } from './route-sheet';
import { VehiclePicker } from './vehicle-picker.dialog';

// The actions on a whole route (doc 3 §2 Routes: "assign user, assign vehicle, routing, and a
// menu (finalize, cancel, print)"), each enabled by the route machine (route-answers.ts). Routing a
// route without a vehicle shows the seed's warning and opens the vehicle picker; the vehicle
// chosen there goes with the routing call (POST routing, payload vehicle — doc 3 §7). The assign
// dialog lists active DRIVER users only (doc 3 §6; the route machine refuses anyone else).

type Open = 'user' | 'vehicle' | 'routingVehicle' | 'finalize' | 'cancel' | null;
const ROUTE_USER_TYPES = [ROUTE_DRIVER_TYPE] as const;

export function RouteActions({ route, size = 'sm' }: { route: RouteRecord; size?: 'sm' | 'md' }) {
  const t = useT();
  const commands = useRouteCommands();
  const [open, setOpen] = useState<Open>(null);
  const [running, setRunning] = useState(false);
  const may = routeAnswers(route);
  const code = route.code;
  const close = () => setOpen(null);
  const confirmed = async (call: () => Promise<unknown>) => {
    setRunning(true);
    try {
      await call();
      close();
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setRunning(false);
    }
  };
  const startRouting = async () => {
    if (!route.vehicle) {
      notify.warning(t('routes.vehicle.missing'));
      setOpen('routingVehicle');
      return;
    }
    setRunning(true);
    try {
      await commands.routing(route.id);
    } catch {
      // told by the API client
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className={hstack({ gap: '1', flexWrap: 'wrap' })}>
      <Button
        size={size}
        variant="outline"
        disabled={!may.assignUser}
        aria-label={t('routes.actions.assignUserOf', { code })}
        onClick={() => setOpen('user')}
      >
        {t('routes.actions.assignUser')}
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={!may.assignVehicle}
        aria-label={t('routes.actions.assignVehicleOf', { code })}
        onClick={() => setOpen('vehicle')}
      >
        {t('routes.actions.assignVehicle')}
      </Button>
      <Button
        size={size}
        disabled={!may.routing}
        loading={running && open === null}
        aria-label={t('routes.actions.routingOf', { code })}
        onClick={() => void startRouting()}
      >
        {t('routes.actions.routing')}
      </Button>
      <Menu
        trigger={<MoreIcon />}
        iconOnly
        triggerSize={size}
        label={t('routes.actions.moreOf', { code })}
        placement="bottom-end"
        items={[
          {
            value: 'finalize',
            label: t('routes.actions.finalize'),
            disabled: !may.finalize,
            onSelect: () => setOpen('finalize'),
          },
          {
            value: 'cancel',
            label: t('routes.actions.cancel'),
            disabled: !may.cancel,
            onSelect: () => setOpen('cancel'),
          },
          {
            value: 'print',
            label: t('routes.actions.print'),
            disabled: !may.print,
            onSelect: () => void printRouteSheet(route),
          },
        ]}
      />
      <AssignUserDialog
        open={open === 'user'}
        onOpenChange={(o) => !o && close()}
        subject={code}
        currentUserId={route.user?.id ?? null}
        types={ROUTE_USER_TYPES}
        onAssign={(userId) => commands.assignUser(route.id, userId)}
      />
      {(open === 'vehicle' || open === 'routingVehicle') && (
        <VehiclePicker
          title={t('routes.vehicle.title', { code })}
          warningText={open === 'routingVehicle' ? t('routes.vehicle.missing') : undefined}
          confirmLabel={open === 'routingVehicle' ? t('routes.actions.routing') : t('routes.actions.assign')}
          onClose={close}
          onPick={(vehicle) =>
            open === 'routingVehicle'
              ? commands.routing(route.id, vehicle.id)
              : commands.assignVehicle(route.id, vehicle.id)
          }
        />
      )}
      <ConfirmDialog
        open={open === 'finalize'}
        onOpenChange={(o) => !o && close()}
        title={t('routes.actions.finalize')}
        message={t('routes.confirm.finalize', { code })}
        confirmLabel={t('routes.actions.finalize')}
        loading={running}
        onConfirm={() => void confirmed(() => commands.finalize(route.id))}
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onOpenChange={(o) => !o && close()}
        title={t('routes.actions.cancel')}
        message={t('routes.confirm.cancel', { code })}
        confirmLabel={t('routes.actions.cancel')}
        tone="danger"
        loading={running}
        onConfirm={() => void confirmed(() => commands.cancel(route.id))}
      />
    </div>
  );
}
