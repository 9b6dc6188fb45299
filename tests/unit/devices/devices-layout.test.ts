import { describe, expect, it } from 'vitest';
import {
  CENTRED_VIEW,
  clampScale,
  controllerSlots,
  groupByStreet,
  isNeighbour,
  MIN_MAP_SCALE,
  nearestController,
  slotOf,
  zoomIn,
  zoomOut,
} from '../../../src/domain/devices-layout';

describe('street map scale (doc 3 §2, §9: minimum scale 0.1)', () => {
  it('never zooms out below 0.1', () => {
    let s = CENTRED_VIEW.scale;
    for (let i = 0; i < 50; i++) s = zoomOut(s);
    expect(s).toBe(MIN_MAP_SCALE);
    expect(clampScale(0.01)).toBe(0.1);
  });
  it('zooms in and out by the same factor', () => {
    expect(zoomOut(zoomIn(1))).toBe(1);
    expect(zoomIn(1)).toBeGreaterThan(1);
    expect(clampScale(Number.NaN)).toBe(1);
  });
});

describe('neighbour rule (doc 3 §9: light1..light4 at an offset of 2 steps)', () => {
  const controller = { deviceName: 'C1', street: 'A', position: 5 };
  it('names the four slots around a controller', () => {
    expect(controllerSlots(5)).toEqual([
      { slot: 'light1', position: 3 },
      { slot: 'light2', position: 4 },
      { slot: 'light3', position: 6 },
      { slot: 'light4', position: 7 },
    ]);
    expect(controllerSlots(1).map((s) => s.position)).toEqual([2, 3]);
  });
  it('a light 1 or 2 steps away on the same street is a neighbour; others are not', () => {
    expect(slotOf(controller, { street: 'A', position: 3 })).toBe('light1');
    expect(slotOf(controller, { street: 'A', position: 7 })).toBe('light4');
    expect(isNeighbour(controller, { street: 'A', position: 5 })).toBe(false);
    expect(isNeighbour(controller, { street: 'A', position: 8 })).toBe(false);
    expect(isNeighbour(controller, { street: 'B', position: 4 })).toBe(false);
  });
  it('picks the nearest controller in reach, the lower position on a tie', () => {
    const controllers = [controller, { deviceName: 'C2', street: 'A', position: 9 }];
    expect(nearestController({ street: 'A', position: 6 }, controllers)?.deviceName).toBe('C1');
    expect(nearestController({ street: 'A', position: 7 }, controllers)?.deviceName).toBe('C1');
    expect(nearestController({ street: 'A', position: 8 }, controllers)?.deviceName).toBe('C2');
    expect(nearestController({ street: 'A', position: 20 }, controllers)).toBeNull();
  });
});

describe('groupByStreet (doc 3 §2: grouped by street, sorted by position)', () => {
  it('groups in natural street order and sorts by position', () => {
    const lights = [
      { id: 'x', street: '10', position: 2 },
      { id: 'y', street: '2', position: 9 },
      { id: 'z', street: '2', position: 1 },
      { id: 'w', street: null, position: 1 },
    ];
    expect(groupByStreet(lights).map((s) => [s.street, s.items.map((i) => i.id)])).toEqual([
      ['2', ['z', 'y']],
      ['10', ['x']],
    ]);
  });
});
