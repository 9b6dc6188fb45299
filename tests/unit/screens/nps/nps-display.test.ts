import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../../../../src/app/routes';
import { surveyPath } from '../../../../src/domain/nps';
import { averageTone, ratingTone, surveyLink } from '../../../../src/screens/orders/nps/nps-display';
import { npsRecordAnswers } from '../../../../src/screens/orders/nps/nps-record-answers';
import { ratingFromParam } from '../../../../src/screens/survey/use-survey';

// doc 2 §4: treated only when the rating is below 7; §9 colours.

describe('NPS actions (nps-record machine)', () => {
  it('resolve only an answered, untreated detractor; resend only while unanswered', () => {
    expect(npsRecordAnswers({ answered: true, treated: false, rating: 3 })).toEqual({
      resolve: true,
      resend: false,
      status: 'answered',
    });
    expect(npsRecordAnswers({ answered: true, treated: false, rating: 6 })).toMatchObject({
      resolve: true,
      resend: false,
    });
    expect(npsRecordAnswers({ answered: true, treated: false, rating: 7 })).toMatchObject({
      resolve: false,
      resend: false,
    });
    expect(npsRecordAnswers({ answered: true, treated: true, rating: 2 })).toEqual({
      resolve: false,
      resend: false,
      status: 'treated',
    });
    expect(npsRecordAnswers({ answered: false, treated: false, rating: null })).toEqual({
      resolve: false,
      resend: true,
      status: 'unanswered',
    });
  });

  it('colours ratings and the average as doc 2 §9 says', () => {
    expect([1, 6, 7, 8, 9, 10].map(ratingTone)).toEqual([
      'danger',
      'danger',
      'warning',
      'warning',
      'success',
      'success',
    ]);
    expect([6.99, 7, 7.99, 8, 9.5].map(averageTone)).toEqual([
      'danger',
      'warning',
      'warning',
      'success',
      'success',
    ]);
  });

  it('copies the record url, absolute, on the public route /survey/{code}/{rate} (doc 1 §2.1)', () => {
    const link = surveyLink(surveyPath('NPS-OPEN'), 'http://localhost:3100');
    expect(link).toBe('http://localhost:3100/survey/NPS-OPEN/0');
    const path = new URL(link).pathname;
    expect(isKnownPath(path)).toBe(true);
    // the page opens with no rating chosen (doc 1 §2.5: pre-filled only from a rate of 1 to 10)
    expect(ratingFromParam(path.split('/')[3])).toBeNull();
    expect(surveyLink('/survey/NPS-OPEN/8', 'http://x.test/')).toBe('http://x.test/survey/NPS-OPEN/8');
    expect(surveyLink('https://other.test/survey/A/0', 'http://x.test')).toBe(
      'https://other.test/survey/A/0',
    );
  });
});
