import { describe, expect, it } from 'vitest';
import { nextOperation, nextSteps, stageAfter } from '../../src/domain/operation-chain';
import { orderMachine } from '../../src/machines/order.machine';
import { nextState } from './next-state';

describe('operation chain (doc 1 §4, §3.2, §3.3; doc 3 §1)', () => {
  it('follows doc 3 §1 without flows, skipping operations whose flag is off', () => {
    expect(nextOperation('PICKING', {}, [])).toBe('PACKING');
    expect(nextOperation('PICKING', { statusPackingLeadTime: false }, [])).toBe('CONFERENCE');
    expect(
      nextOperation('PICKING', { statusPackingLeadTime: false, statusConferenceLeadTime: false }, []),
    ).toBe('INVOICE');
    expect(nextOperation('ROUTER', {}, [])).toBeNull();
  });

  it('uses the company flows in ordem order, never the operation itself, the first one on', () => {
    const flows = [
      { type: 'PICKING', ordem: 2, nextStep: 'CONFERENCE' },
      { type: 'PICKING', ordem: 1, nextStep: 'OUTBOUND' },
      { type: 'PICKING', ordem: 0, nextStep: 'PICKING' },
    ];
    expect(nextSteps('PICKING', flows)).toEqual(['OUTBOUND', 'CONFERENCE']);
    expect(nextOperation('PICKING', {}, flows)).toBe('OUTBOUND');
    expect(nextOperation('PICKING', { statusOutboundLeadTime: false }, flows)).toBe('CONFERENCE');
  });

  it('stops at a loop instead of going round', () => {
    const flows = [
      { type: 'STORAGE', ordem: 1, nextStep: 'PICKING' },
      { type: 'PICKING', ordem: 1, nextStep: 'STORAGE' },
    ];
    expect(nextOperation('STORAGE', { statusPickingLeadTime: false }, flows)).toBeNull();
    expect(stageAfter('PACKING')).toBe('Aguardando Embalagem');
    expect(stageAfter(null)).toBe('Concluído');
  });

  it('order FINISH_STEP [isInOperation] both ways', () => {
    expect(nextState(orderMachine, 'PENDING', { type: 'FINISH_STEP' }, { type: 'PACKING' })).toBe('DONE');
    expect(nextState(orderMachine, 'PENDING', { type: 'FINISH_STEP' }, { type: 'NEW' })).toBeNull();
    expect(nextState(orderMachine, 'OCCURRENCE', { type: 'FINISH_STEP' }, { type: 'PACKING' })).toBeNull();
  });
});
