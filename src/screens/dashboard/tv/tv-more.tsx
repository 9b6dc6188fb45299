import { css, cx } from '../../../../styled-system/css';
import { useT } from '../../../ui/use-t';
import type { Page } from '../paging';
import { tvLabel } from './tv-type';

/** "+6 mais · 1/3": how many entries of a paged list are not on screen now, and which page is. */
export function MoreMarker({
  page,
  noun,
  reserve,
}: {
  page: Page<unknown>;
  noun?: 'routes' | 'mechanics';
  /** keep the marker's line when there is one page, so the list above keeps its height */
  reserve?: boolean;
}) {
  const t = useT();
  if (page.pages <= 1)
    return reserve ? (
      <p aria-hidden className={tvLabel}>
        {'\u00a0'}
      </p>
    ) : null;
  const more = t(noun ? `dashboard.tv.more.${noun}` : 'dashboard.tv.more.orders', { count: page.hidden });
  const at = t('dashboard.tv.page', { page: page.page + 1, pages: page.pages });
  return (
    <p className={cx(tvLabel, css({ fontWeight: 'semibold', color: 'textMuted' }))}>
      {more} · <span aria-hidden>{`${page.page + 1}/${page.pages}`}</span>
      <span className={css({ srOnly: true })}>{at}</span>
    </p>
  );
}
