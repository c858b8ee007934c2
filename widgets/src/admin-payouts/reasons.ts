import type { TFunction } from 'i18next';

const known = new Set([
  'provider_unreachable',
  'insufficient_funds',
  'account_closed',
  'no_account',
  'invalid_account_number',
  'transfer_reversed',
  'payout_failed',
]);

/** Why a payout failed, in words: the provider's codes we know, else the code itself. */
export function reasonOf(t: TFunction, code: string | null): string {
  const reason = code ?? 'payout_failed';
  return known.has(reason) ? t(`reasons.${reason}`) : t('reasons.unknown', { code: reason });
}
