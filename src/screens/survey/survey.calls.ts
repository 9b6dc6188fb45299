import type { SurveyAnswer, SurveyAnswerResult, SurveyView } from '../../domain/survey.schema';
import { api } from '../../services/api-client';

// doc 1 §7.2: GET /nps/verify/{code}, PUT /nps/{code}. Both are quiet: the survey page shows its
// own "unable to load" view and its own send-failure toast (doc 1 §8), in the visitor's language.

export interface SurveyCalls {
  verify(code: string, signal?: AbortSignal): Promise<SurveyView>;
  answer(code: string, body: SurveyAnswer): Promise<SurveyAnswerResult>;
}

export const surveyCalls: SurveyCalls = {
  verify: (code, signal) =>
    api.get<SurveyView>(`/nps/verify/${encodeURIComponent(code)}`, { signal, quiet: true }),
  answer: (code, body) =>
    api.put<SurveyAnswerResult>(`/nps/${encodeURIComponent(code)}`, body, { quiet: true }),
};
