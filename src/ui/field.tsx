import { Field } from '@ark-ui/react/field';
import {
  type ChangeEvent,
  type ChangeEventHandler,
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
    // touch (issue 20): inputs at least 44 px tall
    '@media (pointer: coarse)': { minHeight: '11' },
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

/** What the frame (label, hint, error) takes of a field's props; the rest goes to the control. */
interface FrameOwnProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  className?: string;
}

interface FrameProps extends FrameOwnProps {
  /** id of the error text, also put in the input's aria-describedby (aria-errormessage alone is
   * ignored by many screen readers) */
  errorId: string;
}

function FieldFrame({ frame, children }: { frame: FrameProps; children: ReactNode }) {
  const styles = fieldRecipe();
  return (
    <Field.Root
      ids={{ errorText: frame.errorId }}
      invalid={Boolean(frame.error)}
      required={frame.required}
      disabled={frame.disabled}
      readOnly={frame.readOnly}
      className={cx(styles.root, frame.className)}
    >
      <Field.Label className={frame.hideLabel ? srOnly : styles.label}>
        {frame.label}
        <Field.RequiredIndicator className={styles.required}>*</Field.RequiredIndicator>
      </Field.Label>
      {children}
      {frame.hint && !frame.error && (
        <Field.HelperText className={styles.hint}>{frame.hint}</Field.HelperText>
      )}
      <Field.ErrorText className={styles.error}>{frame.error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Splits a field's props between its frame and its control (TextField, TextArea and PasswordField
 * alike). Ark's Field gives required / disabled / readOnly to the control; the error id goes in the
 * control's aria-describedby only when there is an error, so a hint keeps its own from Ark's Field.
 */
function useFieldFrame<P extends FrameOwnProps>({
  label,
  error,
  hint,
  required,
  disabled,
  readOnly,
  hideLabel,
  className,
  ...control
}: P) {
  const errorId = useId();
  const frame = { label, error, hint, required, disabled, readOnly, hideLabel, className, errorId };
  const describedBy = error ? { 'aria-describedby': errorId } : {};
  return { frame, control, describedBy };
}

/** The control's change handler: the caller's own onChange, then onValueChange with the text. */
function changeHandler<E extends HTMLInputElement | HTMLTextAreaElement>(
  onChange: ChangeEventHandler<E> | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  return (event: ChangeEvent<E>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
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
export function TextField({ mask, onValueChange, ref, onChange, ...field }: TextFieldProps) {
  const { frame, control: props, describedBy } = useFieldFrame(field);
  const inputClass = inputRecipe();
  return (
    <FieldFrame frame={frame}>
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
          onChange={changeHandler(onChange, onValueChange)}
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
export function TextArea({ onValueChange, onChange, ...field }: TextAreaProps) {
  const { frame, control: props, describedBy } = useFieldFrame(field);
  return (
    <FieldFrame frame={frame}>
      <Field.Textarea
        {...props}
        {...describedBy}
        className={inputRecipe({ kind: 'textarea' })}
        onChange={changeHandler(onChange, onValueChange)}
      />
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'mask' | 'type'>;

/** Password input with a show/hide toggle. */
export function PasswordField({ onValueChange, ref, onChange, ...field }: PasswordFieldProps) {
  const { frame, control: props, describedBy } = useFieldFrame(field);
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const styles = fieldRecipe();
  return (
    <FieldFrame frame={frame}>
      <div className={styles.control}>
        <Field.Input
          {...props}
          {...describedBy}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={inputRecipe({ withToggle: true })}
          onChange={changeHandler(onChange, onValueChange)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: 'ui.password.show' })}
          onClick={() => setVisible((v) => !v)}
          disabled={frame.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}
