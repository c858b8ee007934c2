import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';

const t = useTestApp();

describe('pricing terms', () => {
  it('gives anyone the deposit, Quebec taxes, fees, discounts and referral amounts of spec §9, cacheable for a day', async () => {
    const response = await t.request({ method: 'GET', url: '/api/pricing-terms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toEqual({
      depositPercent: 50,
      gstPercent: 5,
      qstPercent: 9.975,
      suppliesFee: 1_000,
      emergencyFeePercent: 15,
      cancellationFee: 5_000,
      cancellationNoticeHours: 24,
      firstBookingDiscountPercent: 15,
      discountPopupPercent: 10,
      referralWelcomeCredit: 1_000,
      referrerBonus: 2_000,
      rewardValidityMonths: 6,
      platformFeePercent: 15,
      instantPayoutFee: 500,
    });
  });
});
