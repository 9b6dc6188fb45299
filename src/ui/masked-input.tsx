import { Field } from '@ark-ui/react/field';
import { type InputHTMLAttributes, type Ref, useCallback, useEffect, useMemo, useRef } from 'react';
import { useIMask } from 'react-imask';

type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** An input whose DOM value is masked by imask; `value` and `onValueChange` use the unmasked digits. */
export default function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  inputRef,
  className,
  ...props
}: InputAttrs & {
  mask: string | string[];
  onValueChange?: (v: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  // Several patterns make a dynamic mask: imask picks the one that fits what was typed (phones:
  // 10-digit landlines and 11-digit mobiles). Keyed by text so a new array literal is no change.
  const maskKey = Array.isArray(mask) ? mask.join('|') : mask;
  // biome-ignore lint/correctness/useExhaustiveDependencies: maskKey is the mask's identity
  const opts = useMemo(
    () => (Array.isArray(mask) ? { mask: mask.map((m) => ({ mask: m })) } : { mask }),
    [maskKey],
  );
  const onValueChangeRef = useRef(onValueChange);
  onValueChangeRef.current = onValueChange;
  const onAccept = useCallback(
    (_: string, instance: { unmaskedValue: string }) => onValueChangeRef.current?.(instance.unmaskedValue),
    [],
  );
  const { ref, maskRef } = useIMask<HTMLInputElement>(opts, {
    onAccept,
    defaultUnmaskedValue: defaultValue === undefined ? undefined : String(defaultValue),
  });
  // The mask owns the DOM value; a controlled `value` (unmasked) is pushed into it.
  useEffect(() => {
    const instance = maskRef.current;
    if (instance && value !== undefined && value !== null && instance.unmaskedValue !== String(value))
      instance.unmaskedValue = String(value);
  }, [value, maskRef]);
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      ref.current = element;
      assignRef(inputRef, element);
    },
    [ref, inputRef],
  );
  return <Field.Input {...props} className={className} ref={setRef} />;
}
