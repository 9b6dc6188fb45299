import { type } from 'arktype';

// doc 2 §3 "NPS record", "NPS summary"; §4 "An NPS survey is treated only if the rating is below
// 7"; §9 "NPS rating: below 7 detractor (red), 7 to 8 warning, 9 or more success; average colour
// green from 8, warning from 7, red below 7. Survey scale 1 to 10".

export type NpsBand = 'detractor' | 'neutral' | 'promoter';
export type NpsColour = 'error' | 'warning' | 'success';

export const DETRACTOR_BELOW = 7;
export const PROMOTER_FROM = 9;

export function npsBand(rating: number): NpsBand {
  if (rating < DETRACTOR_BELOW) return 'detractor';
  return rating < PROMOTER_FROM ? 'neutral' : 'promoter';
}

export function ratingColour(rating: number): NpsColour {
  return { detractor: 'error', neutral: 'warning', promoter: 'success' }[npsBand(rating)] as NpsColour;
}

/** doc 2 §9: average colour green from 8, warning from 7, red below 7. */
export function averageColour(average: number): NpsColour {
  if (average >= 8) return 'success';
  return average >= 7 ? 'warning' : 'error';
}

/** doc 2 §4: only a detractor (rating below 7) can be treated. */
export function isTreatable(rating: number | null): boolean {
  return rating !== null && rating < DETRACTOR_BELOW;
}

/** An NPS record as GET /nps and GET /nps/{id} answer it (doc 2 §3). */
export interface NpsRecord {
  id: string;
  companyDocument: string;
  orderId: string | null;
  code: string;
  rating: number | null;
  reason: string | null;
  answered: boolean;
  dateAnswer: string | null;
  treated: boolean;
  resolution: string | null;
  dateResolution: string | null;
  /** the public survey link, /survey/{code}/0 on the console (`surveyPath`) */
  url: string;
  order: { id: string; orderNumber: string; recipient: { name: string } } | null;
  createdAt: string;
  /** how many times the invitation was (re)sent */
  sentCount: number;
}

/** GET /nps/summary (doc 2 §3; the seed's spelling `detrator`). */
export interface NpsSummary {
  notAnswered: number;
  promoter: number;
  neutral: number;
  detrator: number;
  average: number;
}

/** PATCH /nps/resolution/{id} (doc 2 §5 "NPS resolution required"). */
export const npsResolutionInput = type({ resolution: 'string > 0' });

/**
 * The rate of a survey link that pre-fills no rating. The public page's route is
 * /survey/{code}/{rate} (doc 1 §2.1), and it pre-fills the rating only from a rate on the 1 to 10
 * scale (doc 1 §2.5, §9), so 0 opens the survey with nothing chosen: an NPS record's link is the
 * survey itself, not one score's button of the invitation e-mail, and must not suggest a score.
 */
export const UNRATED_SURVEY_RATE = 0;

/** The survey link an NPS record answers as `url` and the NPS page copies (doc 1 §2.1, doc 2 §3):
 * the console's public route /survey/{code}/{rate}, rate 0 unless a score is given. */
export function surveyPath(code: string, rate: number = UNRATED_SURVEY_RATE): string {
  return `/survey/${encodeURIComponent(code)}/${rate}`;
}
