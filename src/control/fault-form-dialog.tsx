import { useState } from 'react';
import { grid } from '../../styled-system/patterns';
import { Checkbox } from '../ui/checkbox';
import { TextField } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { NativeSelect } from '../ui/native-select';
import { useT } from '../ui/use-t';
import { useSimApi } from './control-state';
import {
  DELAY_KINDS,
  EMPTY_FAULT,
  FAULT_METHODS,
  type FaultFormValues,
  type FaultProblems,
  faultInput,
  faultValues,
  TRIGGERS,
} from './fault-form';
import type { FaultRule } from './sim-api';
import { useControlAction } from './use-control-action';

const fields = grid({ columns: { base: 1, md: 3 }, gap: '3' });

/** Add a fault rule, or edit one in place (same id; its counters restart). The rules the form
 * can tell are fault-form.ts's; the simulator checks the rest and its 400 reason is toasted. */
export function FaultFormDialog({ rule, onClose }: { rule: FaultRule | null; onClose: () => void }) {
  const t = useT();
  const api = useSimApi();
  const { pending, run } = useControlAction();
  const [values, setValues] = useState<FaultFormValues>(() => (rule ? faultValues(rule) : EMPTY_FAULT));
  const [problems, setProblems] = useState<FaultProblems>({});
  const set = <K extends keyof FaultFormValues>(key: K, value: FaultFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const problem = (name: keyof FaultFormValues) =>
    problems[name] ? t(`control.faults.problems.${problems[name]}`) : undefined;
  const number = (
    name: 'ms' | 'minMs' | 'maxMs' | 'medianMs' | 'sigma' | 'status' | 'triggerValue' | 'seed',
    label: string,
  ) => (
    <TextField
      label={label}
      inputMode="decimal"
      value={values[name]}
      onValueChange={(v) => set(name, v)}
      error={problem(name)}
    />
  );

  const submit = async () => {
    const result = faultInput(values);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    const saved = await run(
      'save',
      () => (rule ? api.editFault(rule.id, result.input) : api.addFault(result.input)),
      (r) => t(rule ? 'control.faults.edited' : 'control.faults.added', { id: r.id }),
    );
    if (saved) onClose();
  };

  const http = values.target === 'http';
  return (
    <FormDialog
      title={rule ? t('control.faults.editTitle', { id: rule.id }) : t('control.faults.addTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={pending === 'save'}
      cancelLabel={t('control.cancel')}
      saveLabel={t('control.save')}
    >
      <div className={fields}>
        <NativeSelect
          label={t('control.faults.target')}
          items={[
            { value: 'http', label: t('control.faults.targets.http') },
            { value: 'mqtt', label: t('control.faults.targets.mqtt') },
          ]}
          value={values.target}
          onValueChange={(v) => {
            if (!v) return;
            set('target', v as FaultFormValues['target']);
            set('pattern', v === 'http' ? '/api/*' : 'wh/#');
          }}
        />
        {http && (
          <NativeSelect
            label={t('control.faults.method')}
            items={FAULT_METHODS.map((m) => ({
              value: m,
              label: m === '*' ? t('control.faults.anyMethod') : m,
            }))}
            value={values.method}
            onValueChange={(v) => v && set('method', v as FaultFormValues['method'])}
          />
        )}
        <TextField
          label={http ? t('control.faults.path') : t('control.faults.topic')}
          hint={http ? t('control.faults.pathHint') : t('control.faults.topicHint')}
          value={values.pattern}
          onValueChange={(v) => set('pattern', v)}
          error={problem('pattern')}
          required
        />
        <NativeSelect
          label={t('control.faults.delay')}
          items={DELAY_KINDS.map((k) => ({ value: k, label: t(`control.faults.delays.${k}`) }))}
          value={values.delayKind}
          onValueChange={(v) => v && set('delayKind', v as FaultFormValues['delayKind'])}
          error={problem('delayKind')}
        />
        {values.delayKind === 'fixed' && number('ms', t('control.faults.ms'))}
        {values.delayKind === 'uniform' && number('minMs', t('control.faults.minMs'))}
        {values.delayKind === 'lognormal' && number('medianMs', t('control.faults.medianMs'))}
        {values.delayKind === 'lognormal' && number('sigma', t('control.faults.sigma'))}
        {(values.delayKind === 'uniform' || values.delayKind === 'lognormal') &&
          number('maxMs', t('control.faults.maxMs'))}
        {http && !values.drop && number('status', t('control.faults.status'))}
        <Checkbox
          label={t('control.faults.drop')}
          checked={values.drop}
          onCheckedChange={(v) => set('drop', v)}
        />
        <NativeSelect
          label={t('control.faults.trigger')}
          items={TRIGGERS.map((k) => ({ value: k, label: t(`control.faults.triggers.${k}`) }))}
          value={values.trigger}
          onValueChange={(v) => v && set('trigger', v as FaultFormValues['trigger'])}
        />
        {values.trigger !== 'always' &&
          number('triggerValue', t(`control.faults.triggerValue.${values.trigger}`))}
        {number('seed', t('control.faults.seed'))}
        <TextField
          label={t('control.faults.note')}
          value={values.note}
          onValueChange={(v) => set('note', v)}
        />
      </div>
    </FormDialog>
  );
}
