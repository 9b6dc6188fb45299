import { css, cx } from '../../../../styled-system/css';
import { CHECKLIST_COLUMNS, type ChecklistRow } from '../../../domain/dashboard';
import { type DayRange, useChecklistMonitoring } from '../../../services/dashboard.api';
import { formatCount } from '../../../services/format';
import { useT } from '../../../ui/use-t';
import { QueryBody } from '../block';
import { ChecklistOrders } from '../service-blocks';
import { usePaged } from './tv-cycle';
import { MoreMarker } from './tv-more';
import { tvLabel, tvNumber, tvTitle } from './tv-type';
import { useFitCount } from './use-fit-count';

/** Mechanics per page on the wall before the panel is measured: then as many as its box holds
 * (use-fit-count.ts) — every mechanic's block is as tall as one whose cells are full, so the count
 * holds whatever the data. Each block has its six cells in as many columns as fit (three in a
 * half-screen panel, six across a whole one). */
export const TV_MECHANICS_PER_PAGE = 1;

const mechanic = css({ display: 'flex', flexDirection: 'column', gap: 'calc(var(--tv-u) * 0.3)' });
const mechanics = css({
  flex: '1',
  minHeight: '0',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: 'calc(var(--tv-u) * 0.8)',
});
const cells = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(calc(var(--tv-u) * 13), 1fr))',
  // a full cell: its count, 3 orders (doc 1 §2.8) and the "+N" line
  gridAutoRows: 'calc(var(--tv-u) * 10.8)',
  gap: 'calc(var(--tv-u) * 0.4)',
});
const cell = css({
  minWidth: '0',
  bg: 'canvas',
  borderRadius: 'md',
  p: 'calc(var(--tv-u) * 0.4)',
  display: 'flex',
  flexDirection: 'column',
});
const list = css({ listStyle: 'none', p: '0', m: '0', fontVariantNumeric: 'tabular-nums' });

function MechanicRow({ row }: { row: ChecklistRow }) {
  const t = useT();
  const name = row.mechanic || t('dashboard.checklist.noMechanic');
  return (
    <section className={mechanic} aria-label={name}>
      <h3 className={cx(tvLabel, css({ fontWeight: 'bold' }))}>{name}</h3>
      <div className={cells}>
        {CHECKLIST_COLUMNS.map((c) => {
          // the simulator sends at most 3 orders a cell (doc 1 §2.8) with the cell's count: the
          // rest are named by their number only, and found in /orders
          const rest = row.counts[c] - row.cells[c].length;
          return (
            <div key={c} className={cell}>
              <p
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  columnGap: 'calc(var(--tv-u) * 0.5)',
                })}
              >
                <span className={css({ fontWeight: 'semibold' })}>{t(`dashboard.checklist.${c}`)}</span>
                <strong className={tvNumber} data-tv-number="">
                  {formatCount(row.counts[c])}
                </strong>
              </p>
              <ChecklistOrders orders={row.cells[c]} className={list} />
              {rest > 0 && (
                <p className={css({ fontWeight: 'semibold', color: 'textMuted' })}>
                  {t('dashboard.tv.more.orders', { count: rest })}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** doc 1 §2.8 vehicle-service checklist monitoring on the wall: a block per mechanic (as many a
 * page as fit, turning), each cell with its count and at most 3 orders. */
export function TvChecklist({ range }: { range: DayRange }) {
  const t = useT();
  const query = useChecklistMonitoring(range, true);
  const [fit, box] = useFitCount(TV_MECHANICS_PER_PAGE);
  const page = usePaged(query.data ?? [], fit);
  return (
    <div
      className={cx(
        tvLabel,
        css({ display: 'flex', flexDirection: 'column', gap: 'calc(var(--tv-u) * 0.6)' }),
      )}
    >
      <h2 className={tvTitle}>{t('dashboard.block.checklist')}</h2>
      <QueryBody query={query} isEmpty={(rows) => rows.length === 0}>
        {() => (
          <>
            <div ref={box} className={mechanics} data-tv-list={`${page.page + 1}/${page.pages}`}>
              {page.shown.map((row) => (
                <MechanicRow key={row.mechanic} row={row} />
              ))}
            </div>
            <MoreMarker page={page} noun="mechanics" reserve />
          </>
        )}
      </QueryBody>
    </div>
  );
}
