import { type } from 'arktype';

// doc 1 §3.5 and §5 "Survey: rating required, minimum 1, maximum 10"; doc 2 §9 scale 1 to 10.
export const SURVEY_MIN_RATING = 1;
export const SURVEY_MAX_RATING = 10;

export function isValidRating(rating: unknown): rating is number {
  return (
    Number.isInteger(rating) &&
    (rating as number) >= SURVEY_MIN_RATING &&
    (rating as number) <= SURVEY_MAX_RATING
  );
}

export const surveyAnswer = type({ rating: '1 <= number.integer <= 10', 'reason?': 'string' });
export type SurveyAnswer = typeof surveyAnswer.infer;

/** GET /nps/verify/{code} (doc 1 §3.5). */
export interface SurveyView {
  code: string;
  company: { logo: string | null; fantasyName: string };
  answered: boolean;
  configuration: { npsText: string | null };
  rating: number | null;
}

/** PUT /nps/{code}: "data holds message and status; 200 is success" (doc 1 §7.2). */
export interface SurveyAnswerResult {
  data: { message: string; status: number };
}
