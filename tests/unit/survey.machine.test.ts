import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { surveyMachine } from '../../src/machines/survey.machine';
import { nextState } from './next-state';

describe('survey machine (doc 1 §2.5, §4, §5)', () => {
  it('an unanswered survey is sent with a valid rating and becomes answered', () => {
    const a = createActor(surveyMachine).start();
    a.send({ type: 'LOADED', answered: false });
    expect(a.getSnapshot().value).toBe('unanswered');
    a.send({ type: 'SEND', rating: 9 });
    expect(a.getSnapshot().value).toBe('sending');
    a.send({ type: 'SENT' });
    expect(a.getSnapshot().value).toBe('answered');
    expect(a.getSnapshot().status).toBe('done');
  });
  it('an answered survey loads into the already-answered view and refuses SEND', () => {
    const a = createActor(surveyMachine).start();
    a.send({ type: 'LOADED', answered: true });
    expect(a.getSnapshot().value).toBe('alreadyAnswered');
    expect(a.getSnapshot().can({ type: 'SEND', rating: 5 })).toBe(false);
  });
  it.each([0, 11, 5.5, Number.NaN])('refuses rating %s', (rating) => {
    expect(nextState(surveyMachine, 'unanswered', { type: 'SEND', rating })).toBeNull();
  });
  it.each([1, 10])('accepts rating %s', (rating) => {
    expect(nextState(surveyMachine, 'unanswered', { type: 'SEND', rating })).toBe('sending');
  });
  it('a failed send returns to unanswered; a failed load can be retried', () => {
    expect(nextState(surveyMachine, 'sending', { type: 'SEND_FAILED' })).toBe('unanswered');
    expect(nextState(surveyMachine, 'loading', { type: 'LOAD_FAILED' })).toBe('failed');
    expect(nextState(surveyMachine, 'failed', { type: 'RETRY' })).toBe('loading');
    expect(nextState(surveyMachine, 'answered', { type: 'SEND', rating: 5 })).toBeNull();
  });
});
