import { growth } from '@propre/sdk/query';
import { isEmailAddress } from '@propre/sdk/rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { useCopy } from '../ui/use-copy.ts';
import { DiscountPopupView, type DiscountPopupViewProps } from './DiscountPopupView.tsx';
import { discountFields, markShown, notShownYet } from './model.ts';
import { discountPopupTexts } from './texts.ts';

export interface DiscountPopupProps extends Pick<DiscountPopupViewProps, 'searchHref' | 'renderLink' | 'className'> {
  /** Never show it here (the app's onboarding, booking and payment pages, a signed-in cleaner). */
  disabled?: boolean;
  /** How long a visitor reads the page before it opens; 12 s unless given. */
  delayMs?: number;
  /** Where the "already shown" mark is kept; `localStorage` unless given. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  onClaimed?: (code: string) => void;
}

const defaultStorage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The first-cleaning discount popup (growth.claimDiscountCode): opens once per visitor after a
 * while on an eligible page, and never again once shown, whether claimed or dismissed.
 */
export function DiscountPopup({ disabled = false, delayMs = 12_000, storage, onClaimed, ...view }: DiscountPopupProps) {
  const { t } = useEntryTranslation(discountPopupTexts);
  const { client, locale } = usePropre();
  const [open, setOpen] = useState(false);
  const { state: copyState, copy } = useCopy();
  const claim = useMutation(growth.claimDiscountCode(client));
  const popup = useSendForm({
    initial: { email: '' },
    order: discountFields,
    placement: {
      fields: { email: 'email' },
      codes: { invalid_email: 'email' },
      title: t('errors.failed'),
      rateLimited: 'errors.rate_limited',
    },
    t,
    check: ({ email }, wordIn) => (isEmailAddress(email) ? {} : { email: wordIn('errors.email') }),
    request: claim,
    send: ({ email }, form) =>
      claim.mutate(
        { body: { email: email.trim(), language: locale } },
        { onSuccess: (answer) => onClaimed?.(answer.code), onError: (error) => form.fail(error) },
      ),
  });
  const { values, onChange, ...bound } = popup.view;

  useEffect(() => {
    const store = storage ?? defaultStorage();
    if (disabled || !notShownYet(store)) return;
    const timer = setTimeout(() => {
      markShown(store);
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [disabled, delayMs, storage]);

  return (
    <DiscountPopupView
      {...view}
      open={open}
      onOpenChange={setOpen}
      {...bound}
      email={values.email}
      onEmailChange={(value) => onChange('email', value)}
      claim={claim.data}
      copyState={copyState}
      onCopy={() => claim.data && void copy(claim.data.code)}
    />
  );
}
