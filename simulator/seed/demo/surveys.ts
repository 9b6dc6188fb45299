import type { SurveyRecord } from '../../store/surveys.repo';
import { SEED_EPOCH } from '../epoch';
import { DEMO_DOCUMENTS } from './companies';

/** The four documented surveys (docs/CONTRACTS.md "Demo data"). */
export const DEMO_SURVEY_CODES = {
  open: 'NPS-OPEN',
  done: 'NPS-DONE',
  xss: 'NPS-XSS',
  plain: 'NPS-PLAIN',
} as const;

const unanswered = (code: string, companyDocument: string): SurveyRecord => ({
  code,
  companyDocument,
  status: 'unanswered',
  rating: null,
  reason: null,
  answeredAt: null,
});

export function demoSurveys(): SurveyRecord[] {
  return [
    // principal company's HTML invitation
    unanswered(DEMO_SURVEY_CODES.open, DEMO_DOCUMENTS.principal),
    {
      code: DEMO_SURVEY_CODES.done,
      companyDocument: DEMO_DOCUMENTS.principal,
      status: 'answered',
      rating: 9,
      reason: 'Entrega no prazo e bem embalada.',
      answeredAt: new Date(SEED_EPOCH - 86_400_000).toISOString(),
    },
    // subsidiary 1's npsText holds <script> and <img onerror>
    unanswered(DEMO_SURVEY_CODES.xss, DEMO_DOCUMENTS.subsidiary1),
    // subsidiary 2 has no npsText: the page shows the default Portuguese text
    unanswered(DEMO_SURVEY_CODES.plain, DEMO_DOCUMENTS.subsidiary2),
  ];
}
