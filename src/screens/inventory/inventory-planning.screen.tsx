import { useState } from 'react';
import { stack } from '../../../styled-system/patterns';
import { type InventoryPlanning, planningProblems, REPEAT_TYPES } from '../../domain/inventory';
import { useInventoryCommands, useInventoryPlanning } from '../../services/inventory.api';
import { PlusIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { PageHeader, PageSection } from '../../ui/page';
import { Select } from '../../ui/select';
import { Switch } from '../../ui/switch';
import { useT } from '../../ui/use-t';
import { dayText } from './inventory-format';
import { PositionChecklist } from './position-checklist';

/**
 * /inventory-planning (doc 3 §2 Inventory planning): the plannings and a form to schedule one —
 * date, positions, optional repetition (days, week, months, years × a value ≥ 1, digits only:
 * doc 3 §5, §9; the rules are `planningProblems`, the same the simulator answers 400 with). The
 * simulator creates each inventory when its date comes on its clock.
 */
export function InventoryPlanningScreen() {
  const t = useT();
  const plannings = useInventoryPlanning();
  const [creating, setCreating] = useState(false);
  const repeatText = (p: InventoryPlanning) =>
    p.repeatPlanning && p.repeatType
      ? t('inventory.planning.every', {
          value: p.repeatValue ?? 1,
          type: t(`inventory.planning.types.${p.repeatType}`),
        })
      : t('inventory.planning.no');
  return (
    <>
      <PageHeader
        title={t('inventory.planning.title')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon /> {t('inventory.planning.new')}
          </Button>
        }
      />
      <PageSection>
        <DataTable<InventoryPlanning>
          caption={t('inventory.planning.caption')}
          rows={plannings.data?.planning}
          rowKey={(p) => p.planningId}
          loading={plannings.isPending}
          error={plannings.isError}
          columns={[
            {
              key: 'planningDate',
              header: t('inventory.planning.date'),
              render: (p) => dayText(p.planningDate),
            },
            {
              key: 'positions',
              header: t('inventory.planning.positions'),
              align: 'right',
              render: (p) => p.positions.length,
            },
            { key: 'repeat', header: t('inventory.planning.repeat'), render: repeatText },
            {
              key: 'next',
              header: t('inventory.planning.next'),
              render: (p) => (p.nextDate ? dayText(p.nextDate) : t('inventory.planning.none')),
            },
          ]}
        />
      </PageSection>
      {creating && <PlanningDialog onClose={() => setCreating(false)} />}
    </>
  );
}

function PlanningDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { plan } = useInventoryCommands();
  const [planningDate, setDate] = useState('');
  const [positions, setPositions] = useState<string[]>([]);
  const [repeatPlanning, setRepeat] = useState(false);
  const [repeatType, setType] = useState<string | null>(null);
  const [repeatValue, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const input = {
    planningDate,
    positions,
    repeatPlanning,
    repeatType,
    repeatValue: repeatPlanning ? repeatValue : null,
  };
  const problems = planningProblems(input);
  const error = (key: (typeof problems)[number]) =>
    submitted && problems.includes(key) ? t(`inventory.planning.errors.${key}`) : undefined;
  const valueError = error('repeatValueRequired') ?? error('repeatValueDigits') ?? error('repeatValueMin');
  return (
    <FormDialog
      title={t('inventory.planning.new')}
      onClose={onClose}
      submitting={plan.isPending}
      cancelLabel={t('inventory.planning.cancel')}
      saveLabel={t('inventory.planning.save')}
      onSubmit={() => {
        setSubmitted(true);
        if (problems.length > 0) return;
        plan
          .mutateAsync({ ...input, repeatType: repeatPlanning ? repeatType : null })
          .then(onClose)
          .catch(() => undefined);
      }}
    >
      <div className={stack({ gap: '3' })}>
        <TextField
          type="date"
          label={t('inventory.planning.date')}
          value={planningDate}
          onChange={(e) => setDate(e.target.value)}
          error={error('dateRequired')}
          required
        />
        <PositionChecklist chosen={positions} onChange={setPositions} error={error('positionsRequired')} />
        <Switch label={t('inventory.planning.repeat')} checked={repeatPlanning} onCheckedChange={setRepeat} />
        {repeatPlanning && (
          <>
            <Select
              label={t('inventory.planning.repeatType')}
              items={REPEAT_TYPES.map((r) => ({ value: r, label: t(`inventory.planning.types.${r}`) }))}
              value={repeatType}
              onValueChange={setType}
              error={error('repeatTypeRequired')}
            />
            <TextField
              label={t('inventory.planning.repeatValue')}
              inputMode="numeric"
              value={repeatValue}
              onChange={(e) => setValue(e.target.value)}
              error={valueError}
            />
          </>
        )}
      </div>
    </FormDialog>
  );
}
