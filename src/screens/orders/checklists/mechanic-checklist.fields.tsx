import { useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import {
  budgetTotals,
  MECHANIC_GROUPS,
  MECHANIC_MARKS,
  type MechanicChecklist,
} from '../../../domain/checklists';
import { formatMoney } from '../../../services/format';
import { useUsers } from '../../../services/order-registers.api';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { useProblemText } from '../../../ui/form/form-errors';
import { formGrid, sectionTitle, span } from '../../../ui/form/form-grid';
import { useT } from '../../../ui/use-t';
import {
  CheckCell,
  ChoiceCell,
  DateCell,
  fieldLabel,
  NumberCell,
  TextCell,
  useChoices,
  type WatchedForm,
} from './checklist-fields';
import { PhotosCell, SketchCell } from './checklist-media';

// The mechanic checklist's fields (doc 2 §3): infos, the six groups with V / X / N, the seller,
// the parts (each with its images, taken like the vehicle photos) and labour budgets with their
// totals, the seller's signature. doc 2 §5: mechanic (multi-select), ct and customer required; the
// auxiliary never among the mechanics; quantities and prices ≥ 0; group items optional. The
// mechanics to choose from are the company's active MECHANIC users (doc 1 user types) plus any
// name the stored checklist already holds.

const whole = css({ gridColumn: '1 / -1' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accent', pb: '1' });
const totals = css({ gridColumn: '1 / -1', fontSize: 'sm', fontWeight: 'semibold', textAlign: 'right' });

function Mechanics({ form, names }: { form: WatchedForm; names: string[] }) {
  const t = useT();
  const problemText = useProblemText();
  return (
    <form.Field name="infos.mechanic">
      {(f) => {
        const chosen = (f.state.value as string[]) ?? [];
        const error = problemText({ ...f.state.meta, isBlurred: true }, form.submitted);
        return (
          <fieldset className={`${span[12]} ${css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}`}>
            <legend className={legend}>
              {fieldLabel(t, 'mechanic')}
              <span aria-hidden> *</span>
            </legend>
            {names.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={chosen.includes(name)}
                onCheckedChange={(on) =>
                  f.handleChange(on ? [...chosen, name] : chosen.filter((m) => m !== name))
                }
              />
            ))}
            {names.length === 0 && (
              <span className={css({ fontSize: 'sm' })}>{t('checklists.form.noMechanics')}</span>
            )}
            {error && (
              <span role="alert" className={css({ color: 'danger', fontSize: 'xs', width: 'full' })}>
                {error}
              </span>
            )}
          </fieldset>
        );
      }}
    </form.Field>
  );
}

export function MechanicChecklistFields({ form, orderId }: { form: WatchedForm; orderId: string }) {
  const t = useT();
  const choices = useChoices();
  const label = (key: string) => fieldLabel(t, key);
  const users = useUsers({ type: 'MECHANIC', isActive: true });
  const infos = useStore(form.store, (s: { values: MechanicChecklist }) => s.values.infos);
  const budget = useStore(form.store, (s: { values: MechanicChecklist }) => budgetTotals(s.values));
  const names = useMemo(() => {
    const known = (users.data?.users ?? []).map((u) => u.profile?.name || u.userName);
    return [...new Set([...known, ...infos.mechanic, ...(infos.auxiliary ? [infos.auxiliary] : [])])].sort();
  }, [users.data, infos.mechanic, infos.auxiliary]);
  return (
    <div className={formGrid}>
      <h4 className={sectionTitle}>{label('infos')}</h4>
      <Mechanics form={form} names={names} />
      <ChoiceCell
        form={form}
        name="infos.auxiliary"
        label={label('auxiliary')}
        blank={null}
        className={span[4]}
        choices={names.map((n) => ({ value: n, label: n }))}
      />
      <TextCell form={form} name="infos.ct" label={label('ct')} required className={span[2]} />
      <TextCell form={form} name="infos.fp" label={label('fp')} className={span[2]} />
      <DateCell form={form} name="infos.date" label={label('date')} />
      <TextCell form={form} name="infos.customer" label={label('customer')} required className={span[12]} />

      {Object.entries(MECHANIC_GROUPS).map(([group, items]) => (
        <fieldset key={group} className={`${formGrid} ${whole}`}>
          <legend className={legend}>{label(group)}</legend>
          {items.map((item) => (
            <ChoiceCell
              key={item}
              form={form}
              name={`${group}.${item}`}
              label={`${label(item)} (${label(group)})`}
              blank={null}
              className={span[3]}
              choices={choices('answer', MECHANIC_MARKS)}
            />
          ))}
        </fieldset>
      ))}

      <h4 className={sectionTitle}>{label('partsBudget')}</h4>
      <TextCell form={form} name="sellerName" label={label('sellerName')} className={span[12]} />
      <BudgetRows
        form={form}
        name="partsBudget"
        blank={{ quantity: 1, price: 0, code: '', description: '', images: [], fromClient: false }}
      >
        {(i) => (
          <>
            <NumberCell
              form={form}
              name={`partsBudget.${i}.quantity`}
              label={label('quantity')}
              required
              className={span[2]}
            />
            <NumberCell
              form={form}
              name={`partsBudget.${i}.price`}
              label={label('price')}
              className={span[2]}
            />
            <TextCell form={form} name={`partsBudget.${i}.code`} label={label('code')} className={span[2]} />
            <TextCell
              form={form}
              name={`partsBudget.${i}.description`}
              label={label('description')}
              required
              className={span[4]}
            />
            <CheckCell
              form={form}
              name={`partsBudget.${i}.fromClient`}
              label={label('fromClient')}
              className={span[2]}
            />
            <div className={span[12]}>
              <PhotosCell
                form={form}
                name={`partsBudget.${i}.images`}
                label={label('images')}
                orderId={orderId}
              />
            </div>
          </>
        )}
      </BudgetRows>
      <p className={totals}>{t('checklists.form.partsTotal', { value: formatMoney(budget.parts) })}</p>

      <h4 className={sectionTitle}>{label('laborBudget')}</h4>
      <BudgetRows form={form} name="laborBudget" blank={{ value: 0, description: '' }}>
        {(i) => (
          <>
            <NumberCell
              form={form}
              name={`laborBudget.${i}.value`}
              label={label('value')}
              required
              className={span[3]}
            />
            <TextCell
              form={form}
              name={`laborBudget.${i}.description`}
              label={label('description')}
              required
              className={span[9]}
            />
          </>
        )}
      </BudgetRows>
      <p className={totals}>
        {t('checklists.form.laborTotal', { value: formatMoney(budget.labor) })} ·{' '}
        {t('checklists.form.budgetTotal', { value: formatMoney(budget.total) })}
      </p>
      <div className={span[6]}>
        <SketchCell form={form} name="sellerSignature" label={label('sellerSignature')} />
      </div>
    </div>
  );
}

/** The rows of a budget list, each with its remove button, and the add button under them. */
function BudgetRows({
  form,
  name,
  blank,
  children,
}: {
  form: WatchedForm;
  name: 'partsBudget' | 'laborBudget';
  blank: object;
  children: (index: number) => React.ReactNode;
}) {
  const t = useT();
  const what = fieldLabel(t, name);
  return (
    <form.Field name={name}>
      {(f) => (
        <>
          {((f.state.value as unknown[]) ?? []).map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: budget lines have no id; the form addresses them by index
            <fieldset key={i} className={`${formGrid} ${whole}`}>
              <legend className={legend}>{t('checklists.form.line', { what, n: i + 1 })}</legend>
              {children(i)}
              <div className={span[12]}>
                <Button size="sm" variant="ghost" onClick={() => f.removeValue(i)}>
                  {t('checklists.form.removeLine', { what, n: i + 1 })}
                </Button>
              </div>
            </fieldset>
          ))}
          <div className={whole}>
            <Button size="sm" variant="outline" onClick={() => f.pushValue({ ...blank })}>
              {t('checklists.form.addLine', { what })}
            </Button>
          </div>
        </>
      )}
    </form.Field>
  );
}
