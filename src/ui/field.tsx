import { Field } from '@ark-ui/react/field';
import {
  type InputHTMLAttributes,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { cva, cx, sva } from '../../styled-system/css';
import { srOnly } from './a11y';
import { EyeIcon, EyeOffIcon } from './icons';

export const fieldRecipe = sva({
  slots: ['root', 'label', 'required', 'hint', 'error', 'control', 'toggle'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'text', _disabled: { opacity: 0.6 } },
    required: { color: 'danger', ml: '0.5' },
    hint: { fontSize: 'xs', color: 'textMuted' },
    error: { fontSize: 'xs', color: 'dangerHover' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    toggle: {
      position: 'absolute',
      right: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '7',
      height: '7',
      color: 'textMuted',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { color: 'text', bg: 'surfaceHover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
    },
  },
});

/** Look of text inputs (shared by every text-like control of the design system). */
export const inputRecipe = cva({
  base: {
    width: 'full',
    minWidth: '0',
    px: '3',
    fontSize: 'sm',
    color: 'text',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    transition: 'border-color 0.12s',
    _placeholder: { color: 'gray.500' },
    _hover: { borderColor: 'borderStrong' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '1px',
      borderColor: 'accent',
    },
    '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'canvas' },
    _readOnly: { bg: 'canvas' },
  },
  variants: {
    kind: {
      input: { height: '9' },
      textarea: { py: '2', minHeight: '20', resize: 'vertical', lineHeight: '1.45' },
    },
    withToggle: { true: { pr: '9' } },
  },
  defaultVariants: { kind: 'input' },
});

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  className?: string;
  /** id of the error text, also put in the input's aria-describedby (aria-errormessage alone is
   * ignored by many screen readers) */
  errorId: string;
  children: ReactNode;
}

function FieldFrame({
  label,
  error,
  hint,
  required,
  disabled,
  readOnly,
  hideLabel,
  className,
  errorId,
  children,
}: FieldFrameProps) {
  const styles = fieldRecipe();
  return (
    <Field.Root
      ids={{ errorText: errorId }}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={cx(styles.root, className)}
    >
      <Field.Label className={hideLabel ? srOnly : styles.label}>
        {label}
        <Field.RequiredIndicator className={styles.required}>*</Field.RequiredIndicator>
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText className={styles.hint}>{hint}</Field.HelperText>}
      <Field.ErrorText className={styles.error}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>;

export interface TextFieldProps extends InputAttrs {
  label: ReactNode;
  /** Error text; marks the input invalid and is announced with it. */
  error?: string;
  hint?: ReactNode;
  /**
   * imask pattern ('00000-000', '000.000.000-00', '00.000.000/0000-00'), or several patterns that
   * imask chooses between as the value grows (['(00) 0000-0000', '(00) 00000-0000']).
   * With a mask, `value`/`defaultValue` and `onValueChange` use the unmasked value (digits).
   */
  mask?: string | string[];
  onValueChange?: (value: string) => void;
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

// imask is loaded only by forms that use a mask, so pages without masks (login) do not carry it.
const MaskedInput = lazy(() => import('./masked-input'));

/** Labelled text input with hint, error and optional imask mask (doc 1 §5: postal code, CPF/CNPJ, phone). */
export function TextField({
  label,
  error,
  hint,
  mask,
  onValueChange,
  hideLabel,
  className,
  ref,
  required,
  disabled,
  readOnly,
  onChange,
  ...props
}: TextFieldProps) {
  const errorId = useId();
  // Only when there is an error, so a hint keeps its own aria-describedby from Ark's Field.
  const describedBy = error ? { 'aria-describedby': errorId } : {};
  const inputClass = inputRecipe();
  return (
    <FieldFrame {...{ label, error, hint, required, disabled, readOnly, hideLabel, className, errorId }}>
      {mask ? (
        <Suspense fallback={<Field.Input {...props} disabled className={inputClass} />}>
          <MaskedInput
            {...props}
            {...describedBy}
            mask={mask}
            onChange={onChange}
            onValueChange={onValueChange}
            inputRef={ref}
            className={inputClass}
          />
        </Suspense>
      ) : (
        <Field.Input
          {...props}
          {...describedBy}
          ref={ref}
          className={inputClass}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      )}
    </FieldFrame>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  onValueChange?: (value: string) => void;
  hideLabel?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Labelled multi-line text (e.g. the survey reason, doc 1 §2.5). */
export function TextArea({
  label,
  error,
  hint,
  onValueChange,
  hideLabel,
  className,
  required,
  disabled,
  readOnly,
  onChange,
  ...props
}: TextAreaProps) {
  const errorId = useId();
  // Only when there is an error, so a hint keeps its own aria-describedby from Ark's Field.
  const describedBy = error ? { 'aria-describedby': errorId } : {};
  return (
    <FieldFrame {...{ label, error, hint, required, disabled, readOnly, hideLabel, className, errorId }}>
      <Field.Textarea
        {...props}
        {...describedBy}
        className={inputRecipe({ kind: 'textarea' })}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'mask' | 'type'>;

/** Password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  onValueChange,
  hideLabel,
  className,
  ref,
  required,
  disabled,
  readOnly,
  onChange,
  ...props
}: PasswordFieldProps) {
  const errorId = useId();
  // Only when there is an error, so a hint keeps its own aria-describedby from Ark's Field.
  const describedBy = error ? { 'aria-describedby': errorId } : {};
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const styles = fieldRecipe();
  return (
    <FieldFrame {...{ label, error, hint, required, disabled, readOnly, hideLabel, className, errorId }}>
      <div className={styles.control}>
        <Field.Input
          {...props}
          {...describedBy}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={inputRecipe({ withToggle: true })}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: 'ui.password.show' })}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}
