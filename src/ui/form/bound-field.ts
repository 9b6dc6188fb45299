import { useProblemText } from './form-errors';

// The props that tie a TextField to a TanStack Form field, the same in every form of the app
// (self-registration, customers, transporters, the new-order page, its party and quick-product
// dialogs, the order's address tab): value in, changes and blur out, and its first problem once due
// (form-errors.ts says when). Each form adds its own label, layout and options around them.

interface ShownField<V> {
  name: string;
  state: { value: V; meta: { errors: unknown[]; isBlurred: boolean; isDirty: boolean } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

/** `bind(f)` → `{ name, value, onValueChange, onBlur, error }` of the field `f`, for `<TextField {...bind(f)} />`. */
export function useFieldBinding(submitted: boolean) {
  const problemText = useProblemText();
  return <V>(f: ShownField<V>) => ({
    name: f.name,
    value: f.state.value,
    onValueChange: f.handleChange,
    onBlur: f.handleBlur,
    error: problemText(f.state.meta, submitted),
  });
}
