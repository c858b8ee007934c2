import type { components } from '@propre/sdk';

/** The API's answer: the code, its percentage, and whether the address already had it. */
export type DiscountClaim = components['schemas']['DiscountClaim'];

export const discountFields = ['email'] as const;
export type DiscountField = (typeof discountFields)[number];

/** Where the visitor's "already shown" mark is kept: the popup shows once per visitor. */
export const shownKey = 'propre.discountPopup.shown';

/** Whether this visitor has not seen the popup yet; false when storage is refused (never nag who cannot be remembered). */
export function notShownYet(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage !== undefined && storage.getItem(shownKey) === null;
  } catch {
    return false;
  }
}

export function markShown(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(shownKey, new Date().toISOString());
  } catch {
    // Storage refused: notShownYet already kept the popup away.
  }
}
