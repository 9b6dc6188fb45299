import { memo, useMemo, useRef, useState } from 'react';
import { css, sva } from '../../../styled-system/css';
import type { DeviceView } from '../../domain/device-records';
import {
  CENTRED_VIEW,
  canZoomIn,
  canZoomOut,
  controllerSlots,
  groupByStreet,
  maxPosition,
  slotOf,
  zoomIn,
  zoomOut,
} from '../../domain/devices-layout';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';
import { CentreIcon, ZoomInIcon, ZoomOutIcon } from './device-icons';
import { LightMarker } from './light-marker';

// doc 3 §2 "Devices": a zoomable street map (centre, zoom in, zoom out; minimum scale 0.1, §9);
// lights grouped by street and sorted by position (src/domain/devices-layout.ts). Each controller
// shows the reach of its neighbour rule (light1..light4 within 2 steps, doc 3 §9). A pure CSS
// transform: no map library, no tiles.

/** Geometry in pixels at scale 1. */
const CELL = 56;
const ROW = 76;
const LABEL = 72;
const PAD = 16;

export const streetMapRecipe = sva({
  slots: [
    'root',
    'toolbar',
    'scale',
    'viewport',
    'canvas',
    'street',
    'streetLabel',
    'lane',
    'item',
    'controller',
    'reach',
    'position',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' },
    toolbar: { display: 'flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap' },
    scale: {
      fontSize: 'xs',
      color: 'textMuted',
      fontVariantNumeric: 'tabular-nums',
      minWidth: '12',
      ml: '1',
    },
    viewport: {
      position: 'relative',
      height: '440px',
      overflow: 'auto',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    canvas: { position: 'absolute', top: '0', left: '0', transformOrigin: '0 0' },
    street: {
      position: 'absolute',
      left: '0',
      right: '0',
      borderBottomWidth: '1px',
      borderColor: 'gray.200',
    },
    streetLabel: {
      position: 'absolute',
      left: '2',
      top: '6',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'text',
      whiteSpace: 'nowrap',
    },
    lane: { listStyle: 'none', m: '0', p: '0' },
    item: {
      position: 'absolute',
      top: '4',
      width: '14',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '1',
    },
    controller: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '9',
      height: '9',
      borderRadius: 'sm',
      bg: 'gray.800',
      color: 'white',
      fontSize: '2xs',
      fontWeight: 'bold',
    },
    reach: {
      position: 'absolute',
      bottom: '2',
      height: '1.5',
      borderWidth: '0 2px 2px 2px',
      borderStyle: 'solid',
      borderColor: 'gray.400',
      borderBottomRadius: 'sm',
    },
    position: { fontSize: '2xs', color: 'textMuted', fontVariantNumeric: 'tabular-nums', lineHeight: '1' },
  },
});

const srStreets = css({ fontSize: 'xs', color: 'textMuted' });

export interface StreetMapProps {
  devices: DeviceView[];
}

export const StreetMap = memo(function StreetMap({ devices }: StreetMapProps) {
  const styles = streetMapRecipe();
  const viewport = useRef<HTMLElement>(null);
  const [scale, setScale] = useState(CENTRED_VIEW.scale);
  const t = useT();

  const placed = useMemo(
    () => devices.filter((d) => d.type === 'light' || d.type === 'controller'),
    [devices],
  );
  const streets = useMemo(() => groupByStreet(placed), [placed]);
  const controllers = useMemo(
    () => new Map(placed.filter((d) => d.type === 'controller').map((c) => [c.deviceName, c])),
    [placed],
  );
  const width = LABEL + (maxPosition(placed) + 2) * CELL + PAD;
  const height = streets.length * ROW + PAD;

  const centre = () => {
    setScale(CENTRED_VIEW.scale);
    requestAnimationFrame(() => {
      const el = viewport.current;
      if (el)
        el.scrollTo({
          left: (el.scrollWidth - el.clientWidth) / 2,
          top: (el.scrollHeight - el.clientHeight) / 2,
        });
    });
  };

  const x = (position: number) => LABEL + (position - 1) * CELL;

  return (
    <div className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('devices.map.tools')}>
        <Button variant="outline" size="sm" onClick={centre}>
          <CentreIcon />
          {t('devices.map.centre')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          iconOnly
          aria-label={t('devices.map.zoomIn')}
          title={t('devices.map.zoomIn')}
          disabled={!canZoomIn(scale)}
          onClick={() => setScale(zoomIn)}
        >
          <ZoomInIcon />
        </Button>
        <Button
          variant="outline"
          size="sm"
          iconOnly
          aria-label={t('devices.map.zoomOut')}
          title={t('devices.map.zoomOut')}
          disabled={!canZoomOut(scale)}
          onClick={() => setScale(zoomOut)}
        >
          <ZoomOutIcon />
        </Button>
        <output className={styles.scale} aria-live="polite" data-testid="map-scale">
          {t('devices.map.scale', { scale: Math.round(scale * 100) })}
        </output>
        <span className={srStreets}>{t('devices.map.streets', { count: streets.length })}</span>
      </div>
      {/* The map scrolls: it takes the focus so keyboard users scroll it with the arrow keys. */}
      <section
        ref={viewport}
        className={styles.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('devices.map.label')}
      >
        <div style={{ width: width * scale, height: height * scale }}>
          <div className={styles.canvas} style={{ width, height, transform: `scale(${scale})` }}>
            {streets.map((street, row) => (
              <section
                key={street.street}
                aria-label={t('devices.map.street', { street: street.street })}
                className={styles.street}
                style={{ top: row * ROW, height: ROW }}
              >
                <span className={styles.streetLabel} aria-hidden="true">
                  {t('devices.map.street', { street: street.street })}
                </span>
                {street.items
                  .filter((d) => d.type === 'controller' && d.position !== null)
                  .map((c) => {
                    const reach = controllerSlots(c.position ?? 1);
                    const from = Math.min(...reach.map((s) => s.position));
                    const to = Math.max(...reach.map((s) => s.position));
                    return (
                      <span
                        key={`reach-${c.id}`}
                        aria-hidden="true"
                        className={styles.reach}
                        style={{ left: x(from) + CELL / 2, width: x(to) - x(from) }}
                      />
                    );
                  })}
                <ol className={styles.lane}>
                  {street.items.map((d) => (
                    <li key={d.id} className={styles.item} style={{ left: x(d.position ?? 1) }}>
                      {d.type === 'controller' ? (
                        <div
                          role="img"
                          className={styles.controller}
                          title={t('devices.map.controller', {
                            name: d.deviceName,
                            position: d.position ?? 0,
                          })}
                          aria-label={t('devices.map.controller', {
                            name: d.deviceName,
                            position: d.position ?? 0,
                          })}
                          data-device={d.id}
                        >
                          C
                        </div>
                      ) : (
                        <LightMarker
                          light={d}
                          slot={(() => {
                            const c = d.controller ? controllers.get(d.controller) : undefined;
                            return c ? slotOf(c, d) : null;
                          })()}
                        />
                      )}
                      <span className={styles.position} aria-hidden="true">
                        {d.position}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
});
