import { css, cx } from '../../styled-system/css';
import { useT } from './use-t';

const note = css({
  px: '4',
  py: '6',
  bg: 'surface',
  color: 'textMuted',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border',
  borderRadius: 'lg',
  textAlign: 'center',
});

/** The plain "not available yet" note of a part a later issue builds. */
export function PlaceholderNote({ className }: { className?: string }) {
  const t = useT();
  return (
    <p className={cx(note, className)} data-testid="placeholder">
      {t('app.placeholder.notAvailable')}
    </p>
  );
}
