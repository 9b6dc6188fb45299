import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isValidRating, type SurveyView } from '../../domain/survey.schema';
import { type SurveyState, surveyMachine } from '../../machines/survey.machine';
import { notify } from '../../services/toasts';
import { type SurveyCalls, surveyCalls } from './survey.calls';

// The survey page's driver (doc 1 §2.5, §4): the calls live here, the survey machine decides what
// is allowed. Loading happens whenever the machine is in `loading` (first visit and RETRY); the
// answer's outcome is sent back as SENT (status 200) or SEND_FAILED.

/** The rating pre-filled from the :rate route parameter, when it is one of 1 to 10 (doc 1 §2.5). */
export function ratingFromParam(rate: string | undefined): number | null {
  if (!rate || !/^\d{1,2}$/.test(rate)) return null;
  const value = Number(rate);
  return isValidRating(value) ? value : null;
}

export interface SurveyHook {
  state: SurveyState;
  survey: SurveyView | null;
  rating: number | null;
  setRating: (rating: number) => void;
  reason: string;
  setReason: (reason: string) => void;
  /** the machine accepts SEND with the chosen rating */
  canSend: boolean;
  send: () => Promise<void>;
  retry: () => void;
}

export function useSurvey(
  code: string,
  rate: string | undefined,
  calls: SurveyCalls = surveyCalls,
): SurveyHook {
  const intl = useIntl();
  const [snapshot, sendEvent, actor] = useMachine(surveyMachine);
  const [survey, setSurvey] = useState<SurveyView | null>(null);
  const [rating, setRating] = useState<number | null>(() => ratingFromParam(rate));
  const [reason, setReason] = useState('');
  const loading = snapshot.matches('loading');

  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    calls.verify(code, controller.signal).then(
      (view) => {
        if (controller.signal.aborted) return;
        setSurvey(view);
        actor.send({ type: 'LOADED', answered: view.answered });
      },
      () => {
        if (controller.signal.aborted) return;
        actor.send({ type: 'LOAD_FAILED' });
        notify.error(intl.formatMessage({ id: 'survey.loadError' }));
      },
    );
    return () => controller.abort();
  }, [loading, code, calls, actor, intl]);

  const send = useCallback(async () => {
    if (rating === null) return;
    const event = { type: 'SEND', rating } as const;
    if (!actor.getSnapshot().can(event)) return;
    actor.send(event);
    try {
      const trimmed = reason.trim();
      const result = await calls.answer(code, trimmed ? { rating, reason: trimmed } : { rating });
      // doc 1 §7.2: "data holds message and status; 200 is success".
      if (result?.data?.status !== 200) throw new Error(`survey answer status ${result?.data?.status}`);
      actor.send({ type: 'SENT' });
    } catch {
      actor.send({ type: 'SEND_FAILED' });
      notify.error(intl.formatMessage({ id: 'survey.sendError' }));
    }
  }, [actor, calls, code, rating, reason, intl]);

  const retry = useCallback(() => sendEvent({ type: 'RETRY' }), [sendEvent]);

  return {
    state: snapshot.value as SurveyState,
    survey,
    rating,
    setRating,
    reason,
    setReason,
    canSend: rating !== null && snapshot.can({ type: 'SEND', rating }),
    send,
    retry,
  };
}
