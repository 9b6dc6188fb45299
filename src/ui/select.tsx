import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useId, useMemo } from 'react';
import { cx, sva } from '../../styled-system/css';
import { srOnly } from './a11y';
import { CheckIcon, ChevronDownIcon } from './icons';

export const selectRecipe = sva({
  slots: [
    'root',
    'label',
    'control',
    'trigger',
    'valueText',
    'indicator',
    'positioner',
    'content',
    'item',
    'itemIndicator',
    'error',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'text', _disabled: { opacity: 0.6 } },
    control: { position: 'relative' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      width: 'full',
      height: '9',
      // touch (issue 20): 44 px tall
      '@media (pointer: coarse)': { height: '11' },
      px: '3',
      fontSize: 'sm',
      textAlign: 'left',
      bg: 'surface',
      color: 'text',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { borderColor: 'borderStrong' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'canvas' },
    },
    valueText: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '&[data-placeholder-shown]': { color: 'gray.500' },
    },
    indicator: { color: 'textMuted', flexShrink: 0, _open: { transform: 'rotate(180deg)' } },
    positioner: { zIndex: 'popover' },
    content: {
      // Zag copies the content's z-index to its positioner (--z-index).
      zIndex: 'popover',
      maxHeight: 'min(60dvh, 320px)',
      overflowY: 'auto',
      py: '1',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      boxShadow: 'popover',
      outline: 'none',
      _open: { animation: 'fadeIn 0.1s ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '3',
      py: '1.5',
      fontSize: 'sm',
      cursor: 'pointer',
      _highlighted: { bg: 'accentSubtle' },
      _selected: { fontWeight: 'semibold', color: 'accentActive' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemIndicator: { color: 'accent' },
    error: { fontSize: 'xs', color: 'danger' },
  },
});

export interface SelectItem {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  items: SelectItem[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Error text; marks the select invalid and is announced with it. */
  error?: string;
  /** Name of the hidden native select, for forms. */
  name?: string;
  required?: boolean;
  /** Keep the label for assistive technology only (dense toolbars). */
  hideLabel?: boolean;
  className?: string;
}

/** Single-value select with a visible label and error text (Ark Select over a list collection). */
export function Select({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  disabled,
  error,
  name,
  required,
  hideLabel,
  className,
}: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection<SelectItem>({
        items,
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  );
  const errorId = useId();
  const styles = selectRecipe();
  return (
    <ArkSelect.Root
      collection={collection}
      value={value === null ? [] : [value]}
      onValueChange={(details) => onValueChange(details.value[0] ?? null)}
      disabled={disabled}
      invalid={Boolean(error)}
      required={required}
      name={name}
      positioning={{ sameWidth: true, gutter: 4 }}
      // Mounted only while open: a dialog marks everything outside it aria-hidden when it opens,
      // so a list already in the page (portalled to <body>) would stay hidden from screen readers.
      lazyMount
      unmountOnExit
      className={cx(styles.root, className)}
    >
      <ArkSelect.Label className={hideLabel ? srOnly : styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger} aria-describedby={error ? errorId : undefined}>
          <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={styles.indicator}>
            <ChevronDownIcon size={14} />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
      <Portal>
        <ArkSelect.Positioner className={styles.positioner}>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                  <CheckIcon size={14} />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      {name && <ArkSelect.HiddenSelect />}
    </ArkSelect.Root>
  );
}
