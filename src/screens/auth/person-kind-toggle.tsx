import { useId } from 'react';
import { useIntl } from 'react-intl';
import { css, cva, cx } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import { srOnly } from '../../ui/a11y';
import type { PersonKind } from './register.form';

// doc 1 §2.4: "a toggle chooses legal person (company) or natural person". Two native radio
// buttons drawn as a segmented control: arrow keys switch, screen readers hear a radio group.

const group = stack({ gap: '1.5' });
const legend = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text' });
const track = css({
  display: 'inline-grid',
  gridTemplateColumns: '1fr 1fr',
  p: '1',
  gap: '1',
  bg: 'surfaceHover',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border',
  width: { base: 'full', sm: 'fit-content' },
});
const option = css({ display: 'block', cursor: 'pointer' });
const face = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '8',
    px: '4',
    fontSize: 'sm',
    fontWeight: 'medium',
    borderRadius: 'md',
    whiteSpace: 'nowrap',
    _peerFocusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  },
  variants: {
    chosen: {
      true: { bg: 'surface', color: 'accent', boxShadow: 'card' },
      false: { color: 'textMuted', _hover: { color: 'text' } },
    },
  },
});

const KINDS: PersonKind[] = ['legal', 'natural'];

export function PersonKindToggle({
  value,
  onChange,
}: {
  value: PersonKind;
  onChange: (kind: PersonKind) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={group}>
      <span id={`${id}-label`} className={legend}>
        {intl.formatMessage({ id: 'auth.register.personKind' })}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className={track}>
        {KINDS.map((kind) => (
          <label key={kind} className={option}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className={cx('peer', srOnly)}
            />
            <span className={face({ chosen: value === kind })}>
              {intl.formatMessage({ id: `auth.register.${kind}` })}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
