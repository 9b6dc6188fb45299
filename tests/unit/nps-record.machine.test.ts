import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { npsRecordMachine, npsRecordState } from '../../src/machines/nps-record.machine';
import { nextState } from './next-state';

describe('nps-record machine (doc 2 §4 "treated only if the rating is below 7")', () => {
  it('LOADED [isTreated / isAnswered] rests in the stored state', () => {
    const load = (answered: boolean, treated: boolean, rating: number | null) => {
      const a = createActor(npsRecordMachine).start();
      a.send({ type: 'LOADED', answered, treated, rating });
      return a.getSnapshot().value;
    };
    expect(load(false, false, null)).toBe('unanswered');
    expect(load(true, false, 5)).toBe('answered');
    expect(load(true, true, 5)).toBe('treated');
    expect(npsRecordState({ answered: true, treated: true })).toBe('treated');
    expect(npsRecordState({ answered: true, treated: false })).toBe('answered');
    expect(npsRecordState({ answered: false, treated: false })).toBe('unanswered');
  });

  it('unanswered → answered → treated for a detractor', () => {
    const a = createActor(npsRecordMachine).start();
    a.send({ type: 'LOADED', answered: false, treated: false, rating: null });
    a.send({ type: 'ANSWER', rating: 4 });
    expect(a.getSnapshot().value).toBe('answered');
    a.send({ type: 'RESOLVE', resolution: 'Contato feito.' });
    expect(a.getSnapshot().value).toBe('treated');
    expect(a.getSnapshot().status).toBe('done');
  });

  it('ANSWER [hasValidRating] accepts 1..10 only', () => {
    expect(nextState(npsRecordMachine, 'unanswered', { type: 'ANSWER', rating: 1 })).toBe('answered');
    expect(nextState(npsRecordMachine, 'unanswered', { type: 'ANSWER', rating: 10 })).toBe('answered');
    expect(nextState(npsRecordMachine, 'unanswered', { type: 'ANSWER', rating: 0 })).toBeNull();
    expect(nextState(npsRecordMachine, 'unanswered', { type: 'ANSWER', rating: 7.5 })).toBeNull();
  });

  it('RESOLVE [isTreatableDetractor]: rating below 7 and a resolution', () => {
    const resolve = (rating: number | null, resolution = 'ok') =>
      nextState(npsRecordMachine, 'answered', { type: 'RESOLVE', resolution }, { rating });
    expect(resolve(6)).toBe('treated');
    expect(resolve(1)).toBe('treated');
    expect(resolve(7)).toBeNull();
    expect(resolve(10)).toBeNull();
    expect(resolve(null)).toBeNull();
    expect(resolve(3, '   ')).toBeNull();
    expect(
      nextState(npsRecordMachine, 'unanswered', { type: 'RESOLVE', resolution: 'x' }, { rating: 3 }),
    ).toBeNull();
  });

  it('RESEND only while unanswered; treated is final', () => {
    expect(nextState(npsRecordMachine, 'unanswered', { type: 'RESEND' })).toBe('unanswered');
    expect(nextState(npsRecordMachine, 'answered', { type: 'RESEND' }, { rating: 3 })).toBeNull();
    expect(nextState(npsRecordMachine, 'treated', { type: 'RESEND' }, { rating: 3 })).toBeNull();
    expect(
      nextState(npsRecordMachine, 'treated', { type: 'RESOLVE', resolution: 'x' }, { rating: 3 }),
    ).toBeNull();
  });
});
