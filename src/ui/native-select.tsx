import { type Ref, type SelectHTMLAttributes, useId, useState } from 'react';
import { cx, sva } from '../../styled-system/css';

// A labelled native <select> for dense tables (one per row: hundreds on a page). No Ark machine,
// no portal, no positioner: the browser draws the list. Same look, error text and focus ring as
// the text fields (field.tsx) and the Ark Select. With `deferOptions` only the chosen option is
// in the page until the select is focused or pressed (both come before the browser opens its list
// or reads a key), so a page of 600 selects with 20 positions each holds 600 options, not 12,600.

export const nativeSelectRecipe = sva({
  slots: ['root', 'label', 'required', 'select', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'text' },
    required: { color: 'danger', ml: '0.5' },
    select: {
      width: 'full',
      minWidth: '0',
      pl: '3',
      pr: '8',
      fontSize: 'sm',
      color: 'text',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'pointer',
      appearance: 'none',
      // touch (issue 20): 44 px tall whatever the size variant
      '@media (pointer: coarse)': { minHeight: '11' },
      // a chevron drawn by the browser: no SVG element per row
      backgroundImage:
        "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'right 0.6rem center',
      transition: 'border-color 0.12s',
      _hover: { borderColor: 'borderStrong' },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '1px',
        borderColor: 'accent',
      },
      '&[aria-invalid=true]': { borderColor: 'danger' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'canvas' },
      '&:has(option[value=""]:checked)': { color: 'gray.500' },
      '& option': { color: 'text' },
      '& option:disabled': { color: 'gray.500' },
    },
    error: { fontSize: 'xs', color: 'dangerHover' },
  },
  variants: {
    size: {
      sm: { select: { height: '7', fontSize: 'xs' } },
      md: { select: { height: '9' } },
    },
  },
  defaultVariants: { size: 'md' },
});

// the two looks, resolved once (a recipe call serializes its props)
const LOOKS = { sm: nativeSelectRecipe({ size: 'sm' }), md: nativeSelectRecipe({ size: 'md' }) };

export interface NativeSelectItem {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectAttrs = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size' | 'children'
>;

export interface NativeSelectProps extends SelectAttrs {
  label: string;
  items: readonly NativeSelectItem[];
  /** the chosen value; null shows the placeholder */
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** the empty first option (its value is null); without it a null value shows the first item */
  placeholder?: string;
  /** Error text; marks the select invalid and is announced with it. */
  error?: string;
  hideLabel?: boolean;
  size?: 'sm' | 'md';
  /**
   * Render the other options only once the select is focused or pressed (dense tables). Until
   * then it shows (and reads as) the chosen option; scripts choosing a value focus it first.
   */
  deferOptions?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** Labelled native single-value select (dense tables); disabled options are shown but not choosable. */
export function NativeSelect({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  error,
  hideLabel,
  size,
  required,
  deferOptions,
  className,
  id,
  ref,
  onFocus,
  onPointerDown,
  ...props
}: NativeSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const styles = LOOKS[size ?? 'md'];
  const [armed, setArmed] = useState(!deferOptions);
  const shown = armed ? items : items.filter((item) => item.value === value);
  return (
    <div className={cx(styles.root, className)}>
      {/* a hidden label is the select's aria-label: one element less per row */}
      {!hideLabel && (
        <label htmlFor={selectId} className={styles.label}>
          {label}
          {required && (
            <span aria-hidden className={styles.required}>
              *
            </span>
          )}
        </label>
      )}
      <select
        {...props}
        ref={ref}
        id={selectId}
        required={required}
        className={styles.select}
        value={value ?? ''}
        aria-label={hideLabel ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={(event) => {
          setArmed(true);
          onFocus?.(event);
        }}
        onPointerDown={(event) => {
          setArmed(true);
          onPointerDown?.(event);
        }}
        onChange={(event) => onValueChange(event.target.value === '' ? null : event.target.value)}
      >
        {(placeholder !== undefined || value === null) && <option value="">{placeholder ?? ''}</option>}
        {shown.map((item) => (
          <option key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
