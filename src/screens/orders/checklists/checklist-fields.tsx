import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { Checkbox } from '../../../ui/checkbox';
import { TextArea, TextField } from '../../../ui/field';
import { DateField } from '../../../ui/form/date-field';
import { useProblemText } from '../../../ui/form/form-errors';
import { span } from '../../../ui/form/form-grid';
import { NativeSelect } from '../../../ui/native-select';
import { useT } from '../../../ui/use-t';
import { numberOf } from './checklist-values';

// The controls of the checklist forms, each bound to one TanStack Form field by its dotted name
// (doc 2 §3 paths: "infos.vehicleNumber", "equipment.horn", "partsBudget.0.quantity"). One form
// object is passed down (ChecklistForm) because the two forms share every control; labels come
// from orders.checklist.fields.* (the same texts the PDF prints).

/** The slice of a TanStack form the controls use (the forms' value types differ). */
export interface ChecklistForm {
  // biome-ignore lint/suspicious/noExplicitAny: both checklist forms' Field components, typed by their values
  Field: (props: { name: any; children: (field: AnyFieldApi) => ReactNode }) => ReactNode;
  submitted: boolean;
}

/** A checklist form whose values a section reads while rendering (the rules that show fields). */
export interface WatchedForm extends ChecklistForm {
  // biome-ignore lint/suspicious/noExplicitAny: the form's store, typed by its values
  store: any;
}

export const fieldLabel = (t: ReturnType<typeof useT>, key: string) => t(`orders.checklist.fields.${key}`);

interface CellProps {
  form: ChecklistForm;
  name: string;
  label: string;
  required?: boolean;
  className?: string;
}

function useShownError(form: ChecklistForm) {
  const problemText = useProblemText();
  return (field: AnyFieldApi, chosen = false) =>
    problemText({ ...field.state.meta, isBlurred: chosen || field.state.meta.isBlurred }, form.submitted);
}

/** Text (null shows empty; `nullable` stores empty as null). */
export function TextCell({
  form,
  name,
  label,
  required,
  className,
  nullable,
  multiline,
}: CellProps & { nullable?: boolean; multiline?: boolean }) {
  const shown = useShownError(form);
  return (
    <form.Field name={name}>
      {(f) => {
        const props = {
          name,
          label,
          required,
          className,
          value: (f.state.value as string | null) ?? '',
          onValueChange: (v: string) => f.handleChange(nullable && v === '' ? null : v),
          onBlur: f.handleBlur,
          error: shown(f),
        };
        return multiline ? <TextArea {...props} rows={3} /> : <TextField {...props} />;
      }}
    </form.Field>
  );
}

/** A number ≥ 0; empty stores null (the rules say "required" where it is). */
export function NumberCell({ form, name, label, required, className, max }: CellProps & { max?: number }) {
  const shown = useShownError(form);
  return (
    <form.Field name={name}>
      {(f) => (
        <TextField
          name={name}
          label={label}
          required={required}
          className={className}
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          value={f.state.value === null || f.state.value === undefined ? '' : String(f.state.value)}
          onValueChange={(v) => f.handleChange(numberOf(v))}
          onBlur={f.handleBlur}
          error={shown(f)}
        />
      )}
    </form.Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** One of `choices`; unchosen is `blank` ('' or null, as the schema stores it); `numeric` stores numbers. */
export function ChoiceCell({
  form,
  name,
  label,
  required,
  className,
  choices,
  blank = '',
  numeric,
}: CellProps & { choices: readonly Choice[]; blank?: '' | null; numeric?: boolean }) {
  const t = useT();
  const shown = useShownError(form);
  return (
    <form.Field name={name}>
      {(f) => (
        <NativeSelect
          name={name}
          label={label}
          required={required}
          className={className}
          items={choices}
          placeholder={t('checklists.form.choose')}
          value={f.state.value === null || f.state.value === '' ? null : String(f.state.value)}
          onValueChange={(v) => {
            f.handleChange(v === null ? blank : numeric ? Number(v) : v);
            f.handleBlur();
          }}
          error={shown(f, true)}
        />
      )}
    </form.Field>
  );
}

/** A yes/no answer kept as a boolean (null until answered). */
export function YesNoCell({ form, name, label, required, className }: CellProps) {
  const t = useT();
  const shown = useShownError(form);
  const choices = [
    { value: 'true', label: t('orders.checklist.value.yes') },
    { value: 'false', label: t('orders.checklist.value.no') },
  ];
  return (
    <form.Field name={name}>
      {(f) => (
        <NativeSelect
          name={name}
          label={label}
          required={required}
          className={className}
          items={choices}
          placeholder={t('checklists.form.choose')}
          value={f.state.value === null || f.state.value === undefined ? null : String(f.state.value)}
          onValueChange={(v) => {
            f.handleChange(v === null ? null : v === 'true');
            f.handleBlur();
          }}
          error={shown(f, true)}
        />
      )}
    </form.Field>
  );
}

const checkCell = css({ alignSelf: 'end', pb: '2' });

/** A plain flag (false until ticked). */
export function CheckCell({ form, name, label, className }: CellProps) {
  return (
    <form.Field name={name}>
      {(f) => (
        <Checkbox
          name={name}
          label={label}
          className={className ?? checkCell}
          checked={f.state.value === true}
          onCheckedChange={(checked) => f.handleChange(checked)}
        />
      )}
    </form.Field>
  );
}

/** The choices of a code list with their locale texts (`orders.checklist.<prefix>.<code>`). */
export function useChoices() {
  const t = useT();
  return (prefix: 'answer' | 'value', codes: readonly string[]): Choice[] =>
    codes.map((code) => ({ value: code, label: t(`orders.checklist.${prefix}.${code}`) }));
}

/** A day (yyyy-MM-dd) in the console's date picker. */
export function DateCell({ form, name, label, required, className }: CellProps) {
  const shown = useShownError(form);
  return (
    <form.Field name={name}>
      {(f) => (
        <DateField
          className={className ?? span[3]}
          name={name}
          label={label}
          required={required}
          value={(f.state.value as string) ?? ''}
          onValueChange={f.handleChange}
          onBlur={f.handleBlur}
          error={shown(f)}
        />
      )}
    </form.Field>
  );
}
