import { memo } from 'react';
import { cva } from '../../../styled-system/css';
import type { DeviceView } from '../../domain/device-records';
import type { LightColor } from '../../domain/devices';
import { LIGHT_COLORS } from '../../domain/devices';
import type { ControllerSlot } from '../../domain/devices-layout';
import { useLiveDevice } from '../../services/device-feed';
import { useT } from '../../ui/use-t';

export const lightRecipe = cva({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '9',
    height: '9',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'gray.400',
    bg: 'gray.200',
    color: 'gray.700',
    fontSize: 'xs',
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
    transition: 'background 0.15s, box-shadow 0.15s',
  },
  variants: {
    color: {
      off: {},
      red: {
        bg: 'red.600',
        borderColor: 'red.800',
        color: 'white',
        boxShadow: '0 0 10px token(colors.red.400)',
      },
      green: {
        bg: 'green.500',
        borderColor: 'green.700',
        color: 'gray.900',
        boxShadow: '0 0 10px token(colors.green.400)',
      },
      blue: {
        bg: 'blue.600',
        borderColor: 'blue.800',
        color: 'white',
        boxShadow: '0 0 10px token(colors.blue.400)',
      },
      yellow: {
        bg: 'yellow.300',
        borderColor: 'yellow.600',
        color: 'gray.900',
        boxShadow: '0 0 10px token(colors.yellow.400)',
      },
      white: {
        bg: 'white',
        borderColor: 'gray.500',
        color: 'gray.900',
        boxShadow: '0 0 10px token(colors.gray.400)',
      },
      cyan: {
        bg: 'cyan.300',
        borderColor: 'cyan.600',
        color: 'gray.900',
        boxShadow: '0 0 10px token(colors.cyan.400)',
      },
      magenta: {
        bg: 'fuchsia.700',
        borderColor: 'fuchsia.900',
        color: 'white',
        boxShadow: '0 0 10px token(colors.fuchsia.400)',
      },
    },
    status: {
      online: {},
      unknown: { borderStyle: 'dashed' },
      offline: { opacity: 0.6, borderStyle: 'dotted' },
      lost: { borderColor: 'danger', borderStyle: 'dashed', bg: 'dangerSubtle', color: 'danger' },
    },
    orphan: { true: { outline: '2px solid', outlineColor: 'warning', outlineOffset: '2px' }, false: {} },
  },
  defaultVariants: { color: 'off', status: 'online', orphan: false },
});

const isColor = (c: unknown): c is LightColor =>
  typeof c === 'string' && (LIGHT_COLORS as readonly string[]).includes(c);

export interface LightMarkerProps {
  light: DeviceView;
  slot: ControllerSlot | null;
}

/**
 * One pick-to-light light on the street map. It reads its live MQTT state (only this marker
 * re-renders when it changes) and falls back to the state GET /devices answered.
 */
export const LightMarker = memo(function LightMarker({ light, slot }: LightMarkerProps) {
  const live = useLiveDevice(light.id);
  const status = live === undefined ? light.status : live === null ? 'unknown' : live.status;
  const data = (live === undefined ? light.state : live?.data) ?? {};
  const on = status !== 'lost' && data.on === true;
  const color = on && isColor(data.color) ? data.color : 'off';
  const quantity = on && typeof data.quantity === 'number' ? data.quantity : null;
  const state = status === 'online' ? (on ? 'on' : 'off') : status;
  const t = useT();
  const stateText =
    state === 'on'
      ? t('devices.map.lightState.on', { color: t(`devices.colors.${color}`), quantity: quantity ?? 0 })
      : t(`devices.map.lightState.${state}`);
  const where = slot
    ? t('devices.map.slot', { slot, controller: light.controller ?? '' })
    : t('devices.map.noController');
  const label = t('devices.map.light', {
    id: light.id,
    position: light.position ?? 0,
    state: stateText,
    where,
  });
  return (
    <div
      role="img"
      aria-label={label}
      title={label}
      data-device={light.id}
      data-state={state}
      data-color={color}
      className={lightRecipe({
        color,
        status: status === 'online' ? 'online' : status,
        orphan: slot === null,
      })}
    >
      {quantity !== null ? quantity : ''}
    </div>
  );
});
