import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { grid, stack } from '../../../styled-system/patterns';
import { VEHICLE_TYPES, type Vehicle } from '../../domain/vehicles';
import { useVehiclesList } from '../../services/vehicles.api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { Select } from '../../ui/select';
import { Spinner } from '../../ui/spinner';
import { EmptyState, FailedState } from '../../ui/states';
import { useT } from '../../ui/use-t';

// The vehicle picker (doc 3 §2 "Vehicle picker dialog with search by plate or type"): the active
// vehicles of the company (GET /vehicle, filtered in SQL by plate part and type), one chosen with a
// radio list. Opened by "assign vehicle" and by routing a route without a vehicle — then with the
// seed's warning above the list (doc 3 §4 "With none, a warning shows and the vehicle picker opens").

const list = css({
  maxHeight: '280px',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '2',
  m: '0',
});
const option = css({ display: 'flex', gap: '2', alignItems: 'center', py: '1', cursor: 'pointer' });
const warning = css({
  bg: 'warningSubtle',
  color: 'text',
  borderRadius: 'md',
  p: '2',
  fontSize: 'sm',
  borderWidth: '1px',
  borderColor: 'warning',
});

export interface VehiclePickerProps {
  title: string;
  /** the warning shown when routing found no vehicle */
  warningText?: string;
  confirmLabel: string;
  onClose: () => void;
  /** runs with the chosen vehicle; a rejection keeps the dialog open */
  onPick: (vehicle: Vehicle) => Promise<unknown>;
}

export function VehiclePicker({ title, warningText, confirmLabel, onClose, onPick }: VehiclePickerProps) {
  const t = useT();
  const intl = useIntl();
  const [plate, setPlate] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const vehicles = useVehiclesList({
    page: 1,
    take: 50,
    plate: plate.trim() || undefined,
    type: type ?? undefined,
    status: true,
  });
  const rows = vehicles.data?.vehicles ?? [];
  const typeItems = VEHICLE_TYPES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `registers.vehicles.type.${value}` }),
  }));
  const pick = async () => {
    const vehicle = rows.find((v) => v.id === chosen);
    if (!vehicle) return;
    setSaving(true);
    try {
      await onPick(vehicle);
      onClose();
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('routes.actions.close')}
          </Button>
          <Button onClick={() => void pick()} disabled={!chosen} loading={saving}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={stack({ gap: '3' })}>
        {warningText && (
          <p role="alert" className={warning}>
            {warningText}
          </p>
        )}
        <div className={grid({ columns: 2, gap: '3' })}>
          <TextField label={t('routes.vehicle.plate')} value={plate} onValueChange={setPlate} />
          <Select
            label={t('routes.vehicle.type')}
            items={typeItems}
            value={type}
            onValueChange={setType}
            placeholder={t('routes.filters.any')}
          />
        </div>
        {vehicles.isLoading ? (
          <Spinner />
        ) : vehicles.isError ? (
          <FailedState />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <fieldset className={list}>
            <legend className={css({ srOnly: true })}>{t('routes.vehicle.choose')}</legend>
            {rows.map((v) => (
              <label key={v.id} className={option}>
                <input
                  type="radio"
                  name="route-vehicle"
                  value={v.id}
                  checked={chosen === v.id}
                  onChange={() => setChosen(v.id)}
                />
                <span>
                  {v.plate} · {intl.formatMessage({ id: `registers.vehicles.type.${v.type}` })}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
