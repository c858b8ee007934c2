import { describe, expect, it } from 'vitest';
import {
  commercialReferralBody,
  commercialReferralProblems,
  emptyCommercialReferral,
  isPhoneNumber,
  squareFeetOf,
} from './model.ts';

const lead = {
  ...emptyCommercialReferral,
  companyName: 'Cabinet Dufour',
  contactName: 'Julie Dufour',
  email: 'julie@cabinetdufour.ca',
  city: 'Montréal',
  propertyType: 'office',
};

describe('the commercial referral’s rules (CommercialReferralRequest)', () => {
  it('needs the company, the contact, an address, the city and the type; the rest may stay empty', () => {
    expect(commercialReferralProblems(lead)).toEqual([]);
    expect(commercialReferralProblems(emptyCommercialReferral)).toEqual([
      'companyName',
      'contactName',
      'email',
      'city',
      'propertyType',
    ]);
  });

  it('takes a phone of 10 to 15 digits in the API’s characters', () => {
    expect(isPhoneNumber('514 555-0147')).toBe(true);
    expect(isPhoneNumber('+1 (514) 555-0147')).toBe(true);
    expect(isPhoneNumber('555-0147')).toBe(false);
    expect(isPhoneNumber('514 555 0147 poste 2')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(commercialReferralProblems({ ...lead, phone: '555-0147' })).toEqual(['phone']);
  });

  it('reads an area written with spaces, between 100 and 10,000,000 sq ft', () => {
    expect(squareFeetOf('2 500')).toBe(2500);
    expect(squareFeetOf('2\u202f500')).toBe(2500);
    expect(squareFeetOf('2,500')).toBeNull();
    expect(commercialReferralProblems({ ...lead, squareFeet: '99' })).toEqual(['squareFeet']);
    expect(commercialReferralProblems({ ...lead, squareFeet: '10000001' })).toEqual(['squareFeet']);
    expect(commercialReferralProblems({ ...lead, squareFeet: 'grand' })).toEqual(['squareFeet']);
  });

  it('sends trimmed values and leaves the empty optional fields out', () => {
    expect(commercialReferralBody({ ...lead, companyName: ' Cabinet Dufour ', squareFeet: '4 200' }, 'fr')).toEqual({
      companyName: 'Cabinet Dufour',
      contactName: 'Julie Dufour',
      email: 'julie@cabinetdufour.ca',
      city: 'Montréal',
      propertyType: 'office',
      squareFeet: 4200,
      language: 'fr',
    });
  });
});
