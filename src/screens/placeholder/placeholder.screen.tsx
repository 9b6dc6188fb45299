import { useIntl } from 'react-intl';
import { css, cx } from '../../../styled-system/css';
import { PageHeader } from '../../ui/page';

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

export interface PlaceholderScreenProps {
  /** locale id of the page title (from the route table) */
  titleId: string;
}

/**
 * Stands in for every signed-in screen of a later issue: the page's title and a plain "not
 * available yet" note, inside the page frame. One component fed by the route table.
 */
export function PlaceholderScreen({ titleId }: PlaceholderScreenProps) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: titleId })} />
      <PlaceholderNote />
    </>
  );
}

/** The later-issue note alone, for a screen whose other parts are built (the dashboard's
 * blocks region). */
export function PlaceholderNote({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <p className={cx(note, className)} data-testid="placeholder">
      {intl.formatMessage({ id: 'app.placeholder.notAvailable' })}
    </p>
  );
}
