import { describe, expect, test } from 'vitest';
import { amina, carlos, searchResult, sophie } from '../story-support/fixtures/cleaners.ts';
import { reasonsOf } from './explain.ts';
import { reportOf, reportProblems } from './feedback.ts';
import en from './texts/recommendations/en.json' with { type: 'json' };
import fr from './texts/recommendations/fr.json' with { type: 'json' };

const number = (value: number, digits: number) => value.toFixed(digits);
const percent = (value: number) => `${Math.round(value * 100)} %`;

describe('why a cleaner is recommended', () => {
  test('each score in the order the overall weighs them, then the client’s own like', () => {
    const reasons = reasonsOf(
      searchResult(sophie, {
        distanceKm: 2.4,
        scores: { rating: 0.92, location: 1, reliability: 0.985, availability: 5 / 7, overall: 0.96 },
        yourFeedback: 'like',
      }),
      number,
      percent,
    );
    expect(reasons.map((r) => [r.key, r.text, r.values])).toEqual([
      ['rating', 'ratingReviews', { rating: '4.8', count: 23 }],
      ['location', 'locationServes', undefined],
      ['reliability', 'reliabilityVerifiedRate', { rate: '97 %' }],
      ['availability', 'availability', { count: 5 }],
      ['feedback', 'liked', undefined],
    ]);
    expect(reasons.at(-1)?.value).toBe(0.05);
  });

  test('a newcomer far away, unverified, not available, disliked', () => {
    const reasons = reasonsOf(
      searchResult(carlos, {
        distanceKm: 11.4,
        verificationStatus: 'unverified',
        scores: { rating: 0.75, location: 0.7, reliability: 0.65, availability: 0, overall: 0.49 },
        yourFeedback: 'dislike',
      }),
      number,
      percent,
    );
    expect(reasons.map((r) => [r.text, r.values])).toEqual([
      ['ratingNone', undefined],
      ['locationNear', { distance: '11' }],
      ['reliabilityUnverified', undefined],
      ['availability', { count: 0 }],
      ['disliked', undefined],
    ]);
  });

  test('no place searched: a neutral proximity; no feedback line without a like or dislike', () => {
    const reasons = reasonsOf(
      searchResult(amina, {
        distanceKm: null,
        verificationStatus: 'pending',
        scores: { ...searchResult(amina).scores, location: 0.5 },
      }),
      number,
      percent,
    );
    expect(reasons.map((r) => r.text)).toEqual(['ratingReviews', 'locationNone', 'reliabilityPendingRate', 'availability']);
  });
});

describe('a report', () => {
  test('needs a reason among the contract’s; details are optional, 1000 characters at most', () => {
    expect(reportProblems('', '')).toEqual({ reason: 'reasonRequired' });
    expect(reportProblems('rude', '')).toEqual({ reason: 'reasonRequired' });
    expect(reportProblems('communication', 'x'.repeat(1000))).toEqual({});
    expect(reportProblems('communication', `  ${'x'.repeat(1001)}  `)).toEqual({ comment: 'detailsTooLong' });
  });

  test('is sent with its details trimmed, and without them when there are none', () => {
    expect(reportOf('other', '   ')).toEqual({ type: 'report', reason: 'other' });
    expect(reportOf('price', ' Trop cher ')).toEqual({ type: 'report', reason: 'price', comment: 'Trop cher' });
  });
});

describe('the recommendations’ texts', () => {
  const keys = (messages: object, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
    );

  test('French and English have the same keys', () => {
    expect(keys(fr)).toEqual(keys(en));
  });

  test('French: a narrow no-break space before double punctuation and inside guillemets', () => {
    const strings = keys(fr).map(
      (key) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], fr) as string,
    );
    for (const text of strings) {
      expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[ \u00a0][:;!?]|[^\s\u202f\u00a0(][;!?]|«[^\u202f]|[^\u202f]»/);
    }
  });
});
