// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyView } from '../../../src/domain/survey.schema';
import type { SurveyCalls } from '../../../src/screens/survey/survey.calls';
import { ratingFromParam, useSurvey } from '../../../src/screens/survey/use-survey';
import { messages } from '../ui/render';

// doc 1 §2.5, §4: the hook does the calls, the survey machine decides what is allowed.

const view = (answered: boolean): SurveyView => ({
  code: 'NPS-1',
  company: { logo: null, fantasyName: 'ACME' },
  answered,
  configuration: { npsText: null },
  rating: null,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="pt-BR" messages={messages}>
    {children}
  </IntlProvider>
);

function calls(overrides: Partial<SurveyCalls> = {}): SurveyCalls {
  return {
    verify: vi.fn(async () => view(false)),
    answer: vi.fn(async () => ({ data: { message: 'ok', status: 200 } })),
    ...overrides,
  };
}

afterEach(cleanup);

describe('ratingFromParam', () => {
  it.each([
    ['8', 8],
    ['1', 1],
    ['10', 10],
    ['0', null],
    ['11', null],
    ['7.5', null],
    ['abc', null],
    [undefined, null],
  ])('%s → %s', (param, rating) => {
    expect(ratingFromParam(param)).toBe(rating);
  });
});

describe('useSurvey', () => {
  it('loads, pre-fills the rating and sends the answer', async () => {
    const api = calls();
    const { result } = renderHook(() => useSurvey('NPS-1', '9', api), { wrapper });
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('unanswered'));
    expect(result.current.rating).toBe(9);
    expect(result.current.canSend).toBe(true);
    act(() => result.current.setReason('  rápido  '));
    await act(() => result.current.send());
    expect(api.answer).toHaveBeenCalledWith('NPS-1', { rating: 9, reason: 'rápido' });
    expect(result.current.state).toBe('answered');
    expect(result.current.canSend).toBe(false);
  });

  it('cannot send without a rating', async () => {
    const api = calls();
    const { result } = renderHook(() => useSurvey('NPS-1', 'x', api), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('unanswered'));
    expect(result.current.canSend).toBe(false);
    await act(() => result.current.send());
    expect(api.answer).not.toHaveBeenCalled();
    act(() => result.current.setRating(3));
    expect(result.current.canSend).toBe(true);
  });

  it('shows an answered survey as already answered', async () => {
    const { result } = renderHook(() => useSurvey('NPS-1', '5', calls({ verify: async () => view(true) })), {
      wrapper,
    });
    await waitFor(() => expect(result.current.state).toBe('alreadyAnswered'));
    expect(result.current.canSend).toBe(false);
  });

  it('a failed load can be retried', async () => {
    const verify = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(view(false));
    const { result } = renderHook(() => useSurvey('NPS-1', '5', calls({ verify })), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('failed'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('unanswered'));
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a failed send (or a status other than 200) returns to the form', async () => {
    const answer = vi
      .fn()
      .mockResolvedValueOnce({ data: { message: 'no', status: 500 } })
      .mockRejectedValueOnce(new Error('409'));
    const { result } = renderHook(() => useSurvey('NPS-1', '7', calls({ answer })), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('unanswered'));
    await act(() => result.current.send());
    expect(result.current.state).toBe('unanswered');
    await act(() => result.current.send());
    expect(result.current.state).toBe('unanswered');
    expect(result.current.rating).toBe(7);
  });
});
