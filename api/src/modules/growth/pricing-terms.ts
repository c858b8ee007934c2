import type { components } from '@propre/openapi/types';
import { depositPercent, gstPercent, qstPercent } from '../../lib/money.ts';
import {
  cancellationFeeCents,
  emergencyFeePercent,
  firstBookingDiscountPercent,
  freeCancellationHours,
  platformFeePercent,
  suppliesFeeCents,
} from '../bookings/index.ts';
import { instantPayoutFeeCents } from '../payments/index.ts';
import { referrerBonusCents, rewardValidityMonths, welcomeCreditCents } from '../referrals/index.ts';
import { popupPercent } from './discount-codes.ts';

/**
 * The constants quotes, cancellations, payouts and referrals are computed with (spec §9), read
 * from the modules that apply them, so the public pricing page can never drift from the rules.
 */
export function pricingTerms(): components['schemas']['PricingTerms'] {
  return {
    depositPercent,
    gstPercent,
    qstPercent,
    suppliesFee: suppliesFeeCents,
    emergencyFeePercent,
    cancellationFee: cancellationFeeCents,
    cancellationNoticeHours: freeCancellationHours,
    firstBookingDiscountPercent,
    discountPopupPercent: popupPercent,
    referralWelcomeCredit: welcomeCreditCents,
    referrerBonus: referrerBonusCents,
    rewardValidityMonths,
    platformFeePercent,
    instantPayoutFee: instantPayoutFeeCents,
  };
}
