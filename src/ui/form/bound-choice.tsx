import type { ReactNode } from 'react';
import { Select, type SelectItem } from '../select';
import { useProblemText } from './form-errors';
import { SwitchCell } from './register-fields';

// The choices of the register form dialogs (buildings, warehouses, users, vehicles, products,
// transporters; issue 34: each wrote the same `<form.Field>` block around its Select and its
// active switch): a Select bound to a TanStack Form field — a choice blurs the field, so its
// problem shows at once — and a SwitchCell bound to a boolean one. The text fields are
// bound-field.tsx's.

/** A form's `form.Field`, as the choices use it (each form's own value types). */
type ChoiceSlot<N extends string> = (props: {
  name: N;
  // biome-ignore lint/suspicious/noExplicitAny: each form's own field type (TanStack Form)
  children: (f: any) => ReactNode;
}) => ReactNode | Promise<ReactNode>;

export interface BoundSelectProps {
  className: string;
  label: string;
  items: SelectItem[];
  required?: boolean;
  disabled?: boolean;
}

/** `select(name, props)` → `<form.Field name>` holding a Select bound to it ('' when cleared). */
export function useBoundSelect<N extends string>(Field: ChoiceSlot<N>, submitted: boolean) {
  const problemText = useProblemText();
  return (name: N, props: BoundSelectProps) => (
    <Field name={name}>
      {(f) => (
        <Select
          {...props}
          value={f.state.value || null}
          onValueChange={(v) => {
            f.handleChange(v ?? '');
            f.handleBlur();
          }}
          error={problemText(f.state.meta, submitted)}
        />
      )}
    </Field>
  );
}

/** `toggle(name, className, label)` → `<form.Field name>` holding a SwitchCell bound to it. */
export function useBoundSwitch<N extends string>(Field: ChoiceSlot<N>) {
  return (name: N, className: string, label: string) => (
    <Field name={name}>
      {(f) => (
        <SwitchCell
          className={className}
          label={label}
          checked={f.state.value}
          onCheckedChange={f.handleChange}
        />
      )}
    </Field>
  );
}
