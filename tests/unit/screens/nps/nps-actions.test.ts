import { describe, expect, it } from 'vitest';
import { averageTone, npsActions, ratingTone, surveyLink } from '../../../../src/screens/nps/nps-actions';

// doc 2 §4: treated only when the rating is below 7; §9 colours.

describe('NPS actions (nps-record machine)', () => {
  it('resolve only an answered, untreated detractor; resend only while unanswered', () => {
    expect(npsActions({ answered: true, treated: false, rating: 3 })).toEqual({
      resolve: true,
      resend: false,
    });
    expect(npsActions({ answered: true, treated: false, rating: 6 })).toEqual({
      resolve: true,
      resend: false,
    });
    expect(npsActions({ answered: true, treated: false, rating: 7 })).toEqual({
      resolve: false,
      resend: false,
    });
    expect(npsActions({ answered: true, treated: true, rating: 2 })).toEqual({
      resolve: false,
      resend: false,
    });
    expect(npsActions({ answered: false, treated: false, rating: null })).toEqual({
      resolve: false,
      resend: true,
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

  it('copies an absolute survey link on the public route /survey/{code}/{rate}', () => {
    expect(surveyLink('/survey/NPS-OPEN', 'http://localhost:3100')).toBe(
      'http://localhost:3100/survey/NPS-OPEN/0',
    );
    expect(surveyLink('/survey/NPS-OPEN/8', 'http://x.test/')).toBe('http://x.test/survey/NPS-OPEN/8');
    expect(surveyLink('https://other.test/survey/A', 'http://x.test')).toBe('https://other.test/survey/A/0');
  });
});
