import type { Database } from 'better-sqlite3';
import type { SurveyView } from '../../src/domain/survey.schema';
import type { SurveyState } from '../../src/machines/survey.machine';
import { defineTable } from './table';

/** The states a stored survey can be in: the surveyMachine states a record rests in (doc 1 §4). */
export type SurveyStatus = Extract<SurveyState, 'unanswered' | 'answered'>;
/** what a stored survey can be: the survey machine's resting states */
export const SURVEY_STATUSES: readonly SurveyStatus[] = ['unanswered', 'answered'];

/** doc 1 §3.5: a survey by code, answered with a rating 1..10 and a reason. */
export interface SurveyRecord {
  code: string;
  companyDocument: string;
  status: SurveyStatus;
  rating: number | null;
  reason: string | null;
  answeredAt: string | null;
}

export const surveysTable = defineTable<SurveyRecord>({
  name: 'surveys',
  columns: {
    code: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    status: { type: 'text' },
    rating: { type: 'integer', nullable: true },
    reason: { type: 'text', nullable: true },
    answeredAt: { type: 'text', nullable: true },
  },
  indexes: [['companyDocument', 'status']],
});

interface ViewRow {
  code: string;
  status: SurveyStatus;
  rating: number | null;
  logo: string | null;
  fantasyName: string;
  npsText: string | null;
}

export function surveysRepo(db: Database) {
  const t = surveysTable;
  const byCode = db.prepare('SELECT * FROM surveys WHERE code = ?');
  const viewByCode = db.prepare(`
    SELECT s.code, s.status, s.rating, c.logo, c.fantasyName, cfg.npsText
    FROM surveys s
    JOIN companies c ON c.cnpj = s.companyDocument
    LEFT JOIN configurations cfg ON cfg.companyDocument = s.companyDocument
    WHERE s.code = ?`);
  const answer = db.prepare(
    'UPDATE surveys SET status = @status, rating = @rating, reason = @reason, answeredAt = @answeredAt WHERE code = @code',
  );
  return {
    insert: t.inserter(db),
    byCode: (code: string): SurveyRecord | null => {
      const row = byCode.get(code);
      return row ? t.decode(row) : null;
    },
    /** GET /nps/verify/{code} (doc 1 §3.5) in one query. */
    view: (code: string): SurveyView | null => {
      const r = viewByCode.get(code) as ViewRow | undefined;
      if (!r) return null;
      return {
        code: r.code,
        company: { logo: r.logo, fantasyName: r.fantasyName },
        answered: r.status === 'answered',
        configuration: { npsText: r.npsText },
        rating: r.rating,
      };
    },
    update: (record: SurveyRecord) => {
      answer.run(t.encode(record));
    },
  };
}
export type SurveysRepo = ReturnType<typeof surveysRepo>;
