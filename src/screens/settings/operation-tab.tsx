import { css } from '../../../styled-system/css';
import { DRIVER_APP_SWITCHES, type OPERATION_SETTINGS, ROUTING_BROKERS } from '../../domain/configuration';
import { FLOW_OPERATIONS, type FlowOperation } from '../../domain/operation-flow';
import type { Problem } from '../../domain/validation';
import { TextField } from '../../ui/field';
import { NativeSelect } from '../../ui/native-select';
import { useT } from '../../ui/use-t';
import { FlowList } from './flow-list';
import { RangesEditor } from './ranges-editor';
import type { SetConfiguration, SettingsDraft } from './settings-draft';
import { FlagSwitch, NumberField, useProblemText } from './settings-fields';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '3',
  alignItems: 'end',
});
const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const offNote = css({ color: 'textMuted', fontSize: 'sm' });
const title = css({ fontSize: 'md', fontWeight: 'semibold', mt: '4' });

type OperationSetting = (typeof OPERATION_SETTINGS)[number];

/** doc 1 §2.7: one tab per operation — its status flag, lead time (minutes) and next steps; the
 * router tab also holds the routing options, the driver app options and the freight and kilometer
 * ranges (doc 1 §3.2). */
export function OperationTab({
  setting,
  draft,
  problems,
  setConfiguration,
}: {
  setting: OperationSetting;
  draft: SettingsDraft;
  problems: Map<string, Problem>;
  setConfiguration: SetConfiguration;
}) {
  const t = useT();
  const text = useProblemText();
  const c = draft.configuration;
  const flow = setting.key.toUpperCase() as FlowOperation;
  return (
    <div className={stack}>
      {!c[setting.flag] && <p className={offNote}>{t('settings.offReason')}</p>}
      <div className={grid}>
        <FlagSwitch
          label={t('settings.field.status', { operation: t(`settings.tab.${setting.key}`) })}
          checked={c[setting.flag]}
          onChange={(on) => setConfiguration({ [setting.flag]: on })}
        />
        <NumberField
          label={t('settings.field.leadTime')}
          value={c[setting.leadTime]}
          error={text(problems.get(`configuration.${setting.leadTime}`))}
          onChange={(value) => setConfiguration({ [setting.leadTime]: value })}
        />
        {/* issue 31 (ours): the inventory count screen hides the expected quantities and volume */}
        {setting.key === 'inventory' && (
          <FlagSwitch
            label={t('settings.field.inventoryBlindCount')}
            checked={c.inventoryBlindCount ?? false}
            onChange={(on) => setConfiguration({ inventoryBlindCount: on })}
          />
        )}
      </div>
      {setting.key === 'router' && (
        <RouterOptions draft={draft} problems={problems} setConfiguration={setConfiguration} />
      )}
      {(FLOW_OPERATIONS as readonly string[]).includes(flow) && (
        <FlowList operation={flow} draft={draft} problems={problems} setConfiguration={setConfiguration} />
      )}
    </div>
  );
}

function RouterOptions({
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
  return (
    <>
      <div className={grid}>
        <NativeSelect
          label={t('settings.field.routingBroker')}
          items={ROUTING_BROKERS.map((b) => ({ value: b, label: b }))}
          value={c.routingBroker}
          onValueChange={(v) =>
            v && setConfiguration({ routingBroker: v as (typeof ROUTING_BROKERS)[number] })
          }
        />
        <TextField
          label={t('settings.field.defaultPrinterRoute')}
          value={c.defaultPrinterRoute}
          onValueChange={(v) => setConfiguration({ defaultPrinterRoute: v })}
        />
        <FlagSwitch
          label={t('settings.field.routerMandatoryConfirmationRFIDPortal')}
          checked={c.routerMandatoryConfirmationRFIDPortal}
          onChange={(on) => setConfiguration({ routerMandatoryConfirmationRFIDPortal: on })}
        />
      </div>
      <h3 className={title}>{t('settings.section.driverApp')}</h3>
      <div className={grid}>
        <NumberField
          label={t('settings.field.appDriverGeolocationUpdateTime')}
          value={c.appDriverGeolocationUpdateTime}
          error={text(problems.get('configuration.appDriverGeolocationUpdateTime'))}
          onChange={(v) => setConfiguration({ appDriverGeolocationUpdateTime: v })}
        />
        {/* doc 1 §5: required, and disabled unless the geofence is on */}
        <NumberField
          label={t('settings.field.appDriverGeoFenceDistance')}
          value={c.appDriverGeoFenceDistance}
          disabled={!c.appDriverGeoFenceEnable}
          error={text(problems.get('configuration.appDriverGeoFenceDistance'))}
          onChange={(v) => setConfiguration({ appDriverGeoFenceDistance: v })}
        />
      </div>
      <div className={grid}>
        {DRIVER_APP_SWITCHES.map((s) => (
          <FlagSwitch
            key={s}
            label={t(`settings.field.${s}`)}
            checked={c[s]}
            onChange={(on) => setConfiguration({ [s]: on })}
          />
        ))}
      </div>
      <RangesEditor draft={draft} problems={problems} setConfiguration={setConfiguration} />
    </>
  );
}
