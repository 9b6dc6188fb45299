import { useId } from 'react';
import { useIntl } from 'react-intl';
import { css, cva, cx } from '../../../styled-system/css';
import { grid, stack } from '../../../styled-system/patterns';
import { SURVEY_MAX_RATING, SURVEY_MIN_RATING } from '../../domain/survey.schema';
import { srOnly } from '../../ui/a11y';

// The 1–10 rating of the survey page (doc 1 §2.5, §5; scale from doc 2 §9). Native radio buttons,
// so arrow keys move the choice and Tab enters and leaves the group as one stop. Each number is
// underlined with its NPS band colour (doc 2 §9: below 7 red, 7–8 warning, 9+ success), and the
// chosen one is filled with it.

const RATINGS = Array.from(
  { length: SURVEY_MAX_RATING - SURVEY_MIN_RATING + 1 },
  (_, i) => SURVEY_MIN_RATING + i,
);

type Band = 'detractor' | 'passive' | 'promoter';
const bandOf = (rating: number): Band => (rating < 7 ? 'detractor' : rating < 9 ? 'passive' : 'promoter');

const group = stack({ gap: '2' });
const legend = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text' });
const options = grid({
  gridTemplateColumns: { base: 'repeat(5, minmax(0, 1fr))', sm: 'repeat(10, minmax(0, 1fr))' },
  gap: '2',
});
const option = css({ position: 'relative', display: 'block', cursor: 'pointer' });
const box = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '12',
    fontSize: 'lg',
    fontWeight: 'semibold',
    color: 'text',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderBottomWidth: '4px',
    borderRadius: 'md',
    transition: 'background 0.12s, border-color 0.12s, color 0.12s',
    _hover: { bg: 'surfaceHover' },
    _peerFocusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _peerDisabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    band: {
      detractor: { borderBottomColor: 'red.600' },
      passive: { borderBottomColor: 'amber.500' },
      promoter: { borderBottomColor: 'green.600' },
    },
    chosen: { true: { color: 'white' }, false: {} },
  },
  compoundVariants: [
    {
      band: 'detractor',
      chosen: true,
      css: { bg: 'red.700', borderColor: 'red.800', _hover: { bg: 'red.700' } },
    },
    {
      band: 'passive',
      chosen: true,
      css: { bg: 'amber.700', borderColor: 'amber.800', _hover: { bg: 'amber.700' } },
    },
    {
      band: 'promoter',
      chosen: true,
      css: { bg: 'green.700', borderColor: 'green.800', _hover: { bg: 'green.700' } },
    },
  ],
});
const scale = css({ fontSize: 'xs', color: 'textMuted' });

export interface RatingPickerProps {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

export function RatingPicker({ value, onChange, disabled }: RatingPickerProps) {
  const intl = useIntl();
  const id = useId();
  const name = `${id}-rating`;
  return (
    <div className={group}>
      <span id={`${id}-label`} className={legend}>
        {intl.formatMessage({ id: 'survey.rating' })}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-scale`}
        aria-required="true"
        className={options}
      >
        {RATINGS.map((rating) => {
          const band = bandOf(rating);
          return (
            <label key={rating} className={option}>
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                disabled={disabled}
                onChange={() => onChange(rating)}
                aria-label={intl.formatMessage({ id: 'survey.ratingValue' }, { value: rating })}
                className={cx('peer', srOnly)}
              />
              <span aria-hidden="true" className={box({ band, chosen: value === rating })}>
                {rating}
              </span>
            </label>
          );
        })}
      </div>
      <p id={`${id}-scale`} className={scale}>
        {intl.formatMessage({ id: 'survey.ratingScale' })}
      </p>
    </div>
  );
}
