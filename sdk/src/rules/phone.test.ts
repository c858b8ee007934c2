// The phone number filter on the API's table: the API refuses a message with any of these
// numbers (api messaging/phone-filter.test.ts sends the same table through it).
import { describe, expect, it } from 'vitest';
import { innocentTexts, phoneNumbers } from '../test-support/phone-cases.ts';
import { containsPhoneNumber } from './phone.ts';

describe('the phone number filter', () => {
  it('has a corpus of at least 30 formats and 30 innocent texts', () => {
    expect(phoneNumbers.length).toBeGreaterThanOrEqual(30);
    expect(innocentTexts.length).toBeGreaterThanOrEqual(40);
  });

  it.each(phoneNumbers)('finds a phone number in %j', (text) => {
    expect(containsPhoneNumber(text)).toBe(true);
  });

  it.each(innocentTexts)('finds none in %j', (text) => {
    expect(containsPhoneNumber(text)).toBe(false);
  });
});
