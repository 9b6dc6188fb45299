import { css } from '../../../styled-system/css';
import {
  DASHBOARD_TOGGLES,
  ORDER_MONITORING_OPERATIONS,
  type OrderMonitoringOperation,
} from '../../domain/configuration';
import type { Problem } from '../../domain/validation';
import { NativeSelect } from '../../ui/native-select';
import { useT } from '../../ui/use-t';
import type { SetConfiguration, SettingsDraft } from './settings-draft';
import { FlagSwitch, useProblemText } from './settings-fields';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' });

/** doc 1 §2.7 "Dashboard" tab: the block toggles and the three order-monitoring operations. */
export function DashboardTab({
  draft,
  problems,
  setConfiguration,
}: {
  draft: SettingsDraft;
  problems: Map<string, Problem>;
  setConfiguration: SetConfiguration;
}) {
  const t = useT();
  const text = useProblemText();
  const c = draft.configuration;
  const chosen = c.dashboardOrderMonitoringOperations;
  const items = ORDER_MONITORING_OPERATIONS.map((o) => ({ value: o, label: t(`dashboard.operation.${o}`) }));
  const choose = (index: number, value: OrderMonitoringOperation) =>
    setConfiguration({ dashboardOrderMonitoringOperations: chosen.map((o, i) => (i === index ? value : o)) });
  return (
    <div className={stack}>
      {DASHBOARD_TOGGLES.map((toggle) => (
        <FlagSwitch
          key={toggle}
          label={t(`settings.field.${toggle}`)}
          checked={c[toggle]}
          onChange={(on) => setConfiguration({ [toggle]: on })}
        />
      ))}
      <div className={row}>
        {[0, 1, 2].map((index) => (
          <NativeSelect
            key={index}
            label={t('settings.field.orderOperation', { n: index + 1 })}
            items={items.map((item) => ({
              ...item,
              disabled: chosen.includes(item.value) && chosen[index] !== item.value,
            }))}
            value={chosen[index] ?? null}
            onValueChange={(value) => value && choose(index, value as OrderMonitoringOperation)}
            error={text(problems.get('configuration.dashboardOrderMonitoringOperations'))}
          />
        ))}
      </div>
    </div>
  );
}
