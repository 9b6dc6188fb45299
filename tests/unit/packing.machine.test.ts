import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { VolumeLine } from '../../src/domain/packing-volumes';
import { packingMachine } from '../../src/machines/packing.machine';
import { packingItemMachine } from '../../src/machines/packing-item.machine';
import { nextState } from './next-state';

describe('packing record machine (doc 3 §4: assign, finalize and cancel only in PENDING)', () => {
  it('PENDING allows assign, save volumes, finalize, cancel; settled records nothing', () => {
    expect(nextState(packingMachine, 'PENDING', { type: 'ASSIGN_USER' })).toBe('PENDING');
    expect(nextState(packingMachine, 'PENDING', { type: 'SAVE_VOLUMES' })).toBe('PENDING');
    expect(nextState(packingMachine, 'PENDING', { type: 'FINALIZE' })).toBe('DONE');
    expect(nextState(packingMachine, 'PENDING', { type: 'CANCEL' })).toBe('CANCELLED');
    for (const s of ['DONE', 'CANCELLED']) {
      for (const type of ['ASSIGN_USER', 'SAVE_VOLUMES', 'FINALIZE', 'CANCEL'] as const) {
        expect(nextState(packingMachine, s, { type })).toBeNull();
      }
    }
  });
});

describe('packing item machine (doc 3 §5 packing volume add)', () => {
  const volumes: VolumeLine[] = [
    { volume: 1, orderItem: 'i1', barcode: 'B1', quantity: 3 },
    { volume: 1, orderItem: 'i2', barcode: 'B2', quantity: 1 },
    { volume: 2, orderItem: 'i2', barcode: 'B2', quantity: 1 },
  ];

  it('MOVE_TO_VOLUME [isAllowedMove] both ways', () => {
    const move = (barcode: string, quantity: number, target: number, source?: number) =>
      nextState(
        packingItemMachine,
        'PENDING',
        { type: 'MOVE_TO_VOLUME', barcode, quantity, target, source },
        { volumes },
      );
    expect(move('B1', 2, 2)).toBe('PENDING');
    expect(move('B1', 4, 2)).toBeNull();
    expect(move('B1', 0, 2)).toBeNull();
    expect(move('XX', 1, 2)).toBeNull();
    expect(move('B2', 1, 3)).toBeNull();
    expect(move('B2', 1, 3, 2)).toBe('PENDING');
    expect(
      nextState(
        packingItemMachine,
        'DONE',
        { type: 'MOVE_TO_VOLUME', barcode: 'B1', quantity: 1, target: 2 },
        { volumes },
      ),
    ).toBeNull();
  });

  it('a move updates the volumes in context', () => {
    const a = createActor(packingItemMachine).start();
    a.send({ type: 'LOADED', status: 'PENDING', volumes });
    a.send({ type: 'MOVE_TO_VOLUME', barcode: 'B1', quantity: 3, target: 4 });
    expect(a.getSnapshot().context.volumes.find((v) => v.orderItem === 'i1')?.volume).toBe(4);
    expect(a.getSnapshot().can({ type: 'ASSIGN_USER' })).toBe(true);
  });
});
