import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { useCurrentUser } from '../../services/session/use-current-user';
import { DateRangePicker } from '../../ui/date-range-picker';
import { PageHeader } from '../../ui/page';
import { PlaceholderNote } from '../../ui/placeholder-note';
import { dashboardRangeAtom } from './dashboard-range';

/**
 * doc 1 §2.8: a welcome heading and a date-range picker (presets 7/14/30/90 days, default 7).
 * The blocks (monitoring indicators, charts, orders/routes/checklist monitoring), each behind its
 * company flag, belong to the dashboard issue; until then their region says so.
 */
export function DashboardScreen() {
  const intl = useIntl();
  const user = useCurrentUser();
  const [range, setRange] = useAtom(dashboardRangeAtom);
  const name = user?.profile?.name || user?.userName || '';
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'dashboard.welcome' }, { name })}
        actions={
          <DateRangePicker
            label={intl.formatMessage({ id: 'dashboard.period' })}
            value={range}
            onChange={setRange}
          />
        }
      />
      <PlaceholderNote className={css({ mt: '4' })} />
    </>
  );
}
