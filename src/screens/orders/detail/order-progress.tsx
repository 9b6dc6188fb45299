import { useIntl } from 'react-intl';
import { cva } from '../../../../styled-system/css';
import { flex } from '../../../../styled-system/patterns';
import { type OrderStatus, orderProgress, type ProgressStep } from '../../../domain/orders';
import { srOnly } from '../../../ui/a11y';

// doc 2 §4 "Progress: step 1 done for all four; step 2 done for INPROGRESS, DONE, OCCURRENCE;
// step 3 done for DONE, error for OCCURRENCE, otherwise waiting" (src/domain/orders.ts).

const list = flex({ alignItems: 'flex-start', gap: '0', listStyle: 'none', p: '0', m: '0' });
const stepRecipe = cva({
  base: {
    position: 'relative',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    fontSize: 'xs',
    textAlign: 'center',
    color: 'textMuted',
    // the connector to the previous step
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '3',
      right: '50%',
      width: '100%',
      height: '2px',
      bg: 'border',
      zIndex: '0',
    },
  },
  variants: {
    state: {
      done: { color: 'text', '&:not(:first-child)::before': { bg: 'success' } },
      error: { color: 'dangerHover', '&:not(:first-child)::before': { bg: 'danger' } },
      waiting: {},
    },
  },
});
const dotRecipe = cva({
  base: {
    position: 'relative',
    zIndex: '1',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '6',
    height: '6',
    fontSize: 'xs',
    fontWeight: 'bold',
    borderRadius: 'full',
    borderWidth: '2px',
  },
  variants: {
    state: {
      done: { bg: 'success', borderColor: 'success', color: 'white' },
      error: { bg: 'danger', borderColor: 'danger', color: 'white' },
      waiting: { bg: 'surface', borderColor: 'borderStrong', color: 'textMuted' },
    },
  },
});

const MARK: Record<ProgressStep, string> = { done: '✓', error: '!', waiting: '' };

export function OrderProgress({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  const steps = orderProgress(status);
  const names = ['orders.progress.received', 'orders.progress.inProgress', 'orders.progress.finished'];
  return (
    <ol className={list} aria-label={intl.formatMessage({ id: 'orders.progress.label' })}>
      {steps.map((state, index) => (
        <li key={names[index]} className={stepRecipe({ state })}>
          <span className={dotRecipe({ state })} aria-hidden="true">
            {MARK[state] || index + 1}
          </span>
          <span>
            {intl.formatMessage({ id: names[index] })}
            <span className={srOnly}> ({intl.formatMessage({ id: `orders.progress.state.${state}` })})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
