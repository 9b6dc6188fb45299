import { Field } from '@ark-ui/react/field';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { css, cx, sva } from '../../styled-system/css';
import { srOnly } from './a11y';
import { beep } from './beep';
import { inputRecipe } from './field';
import { BarcodeIcon } from './icons';
import { createBurstDetector, normaliseCode } from './scanner';

const scanRecipe = sva({
  slots: ['root', 'label', 'control', 'icon', 'hint', 'error'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'text' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    icon: { position: 'absolute', left: '2.5', color: 'textMuted', pointerEvents: 'none' },
    hint: { fontSize: 'xs', color: 'textMuted' },
    error: { fontSize: 'xs', fontWeight: 'medium', color: 'dangerHover' },
  },
});

const scanInputClass = cx(inputRecipe(), css({ pl: '8', fontFamily: 'mono' }));

/** What `onScan` answers: null = accepted (the field clears), a text = why the code was refused. */
export type ScanResult = string | null;

export interface ScanFieldProps {
  /** Called with each code read (scanner burst + Enter, or typed + Enter), trimmed, never empty. */
  onScan: (code: string, source: 'scanner' | 'keyboard') => ScanResult;
  /** Visible label (default `ui.scan.label`). */
  label?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  hideLabel?: boolean;
  autoFocus?: boolean;
  /**
   * Also take scanner bursts typed while focus is outside any text field (on a button, on the
   * page): the code goes to this field and the Enter does not press the focused button. Text
   * typed into other fields is never taken. Use on one field per screen.
   */
  captureGlobal?: boolean;
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/**
 * Labelled field for barcode scanners and typed codes (DESIGN §4 "Operator input"). Accepted codes
 * clear the field and focus stays in it, ready for the next read. A refused code stays in the
 * field, selected (the next scan replaces it), with the message under it (role=alert) and a beep.
 */
export function ScanField({
  onScan,
  label,
  hint,
  placeholder,
  disabled,
  hideLabel,
  autoFocus,
  captureGlobal,
  name,
  className,
  ref,
}: ScanFieldProps) {
  const intl = useIntl();
  const styles = scanRecipe();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const detector = useRef(createBurstDetector()).current;
  // The latest handler, so the document listener never calls a stale closure.
  const submitRef = useRef<(code: string, source: 'scanner' | 'keyboard') => void>(() => {});

  // A refused code stays in the field, selected, so the next read replaces it. When the operator
  // clicked into it first (the selection is gone), the next read is appended: the refused code is
  // then dropped from the front. Deterministic (no timing), so a slow browser never cuts a code.
  const leftover = useRef<string | null>(null);

  submitRef.current = (raw, source) => {
    const code = normaliseCode(raw);
    if (!code) return;
    const refusal = onScan(code, source);
    if (refusal === null) {
      setValue('');
      setError(null);
      leftover.current = null;
      return;
    }
    setValue(code);
    setError(refusal);
    leftover.current = code;
    beep();
    // Select after React has written the value, so the next scan or keystroke replaces it.
    requestAnimationFrame(() => inputRef.current?.select());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const burst = detector.feed(event.key, event.timeStamp);
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const typed = event.currentTarget.value;
    const old = leftover.current;
    const appended = old !== null && typed.length > old.length && typed.startsWith(old);
    submitRef.current(appended ? typed.slice(old.length) : typed, burst ? 'scanner' : 'keyboard');
  };

  useEffect(() => {
    if (!captureGlobal || disabled) return;
    const global = createBurstDetector();
    const listener = (event: globalThis.KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || event.target === input) return;
      const target = event.target instanceof Element ? event.target : null;
      // Never take keys meant for another text field, nor from a dialog over this field.
      const dialog = target?.closest('[role="dialog"], [role="alertdialog"]');
      if (isEditable(event.target) || (dialog && !dialog.contains(input))) {
        global.reset();
        return;
      }
      const code = global.feed(event.key, event.timeStamp);
      if (!code) return;
      event.preventDefault();
      event.stopPropagation();
      input.focus();
      submitRef.current(code, 'scanner');
    };
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, [captureGlobal, disabled]);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <Field.Root
      ids={{ errorText: errorId }}
      invalid={Boolean(error)}
      disabled={disabled}
      className={cx(styles.root, className)}
    >
      <Field.Label className={hideLabel ? srOnly : styles.label}>
        {label ?? intl.formatMessage({ id: 'ui.scan.label' })}
      </Field.Label>
      <div className={styles.control}>
        <BarcodeIcon className={styles.icon} />
        <Field.Input
          ref={setRefs}
          name={name}
          value={value}
          placeholder={placeholder ?? intl.formatMessage({ id: 'ui.scan.placeholder' })}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          autoFocus={autoFocus}
          aria-describedby={error ? errorId : undefined}
          className={scanInputClass}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setValue(event.target.value);
            // the refused code was replaced or edited: it is no longer a prefix to drop
            if (leftover.current !== null && !event.target.value.startsWith(leftover.current))
              leftover.current = null;
            if (error) setError(null);
          }}
        />
      </div>
      {hint && !error && <Field.HelperText className={styles.hint}>{hint}</Field.HelperText>}
      <Field.ErrorText role="alert" className={styles.error}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
