import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../field';
import { useProblemText } from './form-errors';

// The props that tie a TextField to a TanStack Form field, the same in every form of the app
// (self-registration, customers, transporters, the new-order page, its party and quick-product
// dialogs, the order's address tab): value in, changes and blur out, and its first problem once due
// (form-errors.ts says when). Each form adds its own label, layout and options around them.

interface ShownField<V> {
  name: string;
  state: {
    value: V;
    meta: {
      errors: unknown[];
      isBlurred: boolean;
      isDirty: boolean;
      isValidating?: boolean;
      errorMap?: { onChange?: unknown };
    };
  };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

/** `bind(f)` → `{ name, value, onValueChange, onBlur, error }` of the field `f`, for `<TextField {...bind(f)} />`. */
export function useFieldBinding(submitted: boolean) {
  const problemText = useProblemText();
  return <V,>(f: ShownField<V>) => ({
    name: f.name,
    value: f.state.value,
    onValueChange: f.handleChange,
    onBlur: f.handleBlur,
    error: problemText(f.state.meta, submitted),
  });
}

/** A form's `form.Field`, narrowed to the text fields it renders. */
type TextFieldSlot<N extends string> = (props: {
  name: N;
  // biome-ignore lint/suspicious/noExplicitAny: each form's own validators type (TanStack Form)
  validators?: any;
  children: (f: ShownField<string>) => ReactNode;
}) => ReactNode | Promise<ReactNode>;

/** What a form gives a bound text field: its label, layout and input options. */
export interface BoundTextFieldProps
  extends Omit<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'onBlur'> {
  /** Shown when the field has no problem of its own (e.g. "document already in use"). */
  error?: string;
  /** The value kept for what was typed (e.g. upper case), when it is not the text itself. */
  format?: (typed: string) => string;
  /** The field's own (e.g. async, debounced) validators; their problem shows as soon as it is known. */
  // biome-ignore lint/suspicious/noExplicitAny: each form's own validators type (TanStack Form)
  validators?: any;
  /** Shown while an async validator runs. */
  checkingHint?: string;
}

/** What a form's own field helper passes on: all but the label and grid cell it sets itself. */
export type TextFieldOptions = Omit<BoundTextFieldProps, 'label' | 'className'>;

/**
 * `textField(name, props)` → `<form.Field name>` holding a TextField bound to it (useFieldBinding):
 * the one way a form renders a text field, so only its label and options differ between forms.
 */
export function useBoundTextField<N extends string>(Field: TextFieldSlot<N>, submitted: boolean) {
  const bind = useFieldBinding(submitted);
  const problemText = useProblemText();
  return (name: N, { error, format, validators, checkingHint, ...props }: BoundTextFieldProps) => (
    <Field name={name} validators={validators}>
      {(f) => {
        const bound = bind(f);
        // an async check's problem ("already in use") shows as soon as it is known, typed or not
        const checked = problemText({ ...f.state.meta, errors: [f.state.meta.errorMap?.onChange] }, true);
        return (
          <TextField
            {...bound}
            {...props}
            hint={f.state.meta.isValidating && checkingHint ? checkingHint : props.hint}
            error={bound.error ?? checked ?? error}
            onValueChange={format ? (typed) => f.handleChange(format(typed)) : bound.onValueChange}
          />
        );
      }}
    </Field>
  );
}
