import { growth } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { refusedFields, type SentFormKeys, useSendForm } from '../forms/use-send-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { CommercialReferralFormView, type CommercialReferralFormViewProps } from './CommercialReferralFormView.tsx';
import {
  type CommercialReferralValues,
  commercialReferralBody,
  commercialReferralFields,
  commercialReferralProblems,
  emptyCommercialReferral,
} from './model.ts';
import { commercialReferralTexts } from './texts.ts';

export interface CommercialReferralFormProps extends Omit<CommercialReferralFormViewProps, SentFormKeys | 'onAgain'> {
  /** Prefilled (a signed-in person's name and email as the contact). */
  defaultValues?: Partial<CommercialReferralValues>;
  onSuccess?: () => void;
}

/**
 * Refers a commercial property to the commercial-cleaning partner (growth.referCommercialProperty)
 * in the provider's language: checks the fields with the contract's rules first, then shows the
 * API's field errors beside them (`invalid_email`, `invalid_phone`), its 5-an-hour limit with the
 * wait, and any other failure (the partner's mail not sent) above the form with a retry.
 */
export function CommercialReferralForm({ defaultValues, onSuccess, ...view }: CommercialReferralFormProps) {
  const { t } = useEntryTranslation(commercialReferralTexts);
  const { client, locale } = usePropre();
  const request = useMutation(growth.referCommercialProperty(client));
  const referral = useSendForm({
    initial: { ...emptyCommercialReferral, ...defaultValues },
    order: commercialReferralFields,
    placement: {
      fields: Object.fromEntries(commercialReferralFields.map((field) => [field, field])) as Record<
        (typeof commercialReferralFields)[number],
        (typeof commercialReferralFields)[number]
      >,
      codes: { invalid_email: 'email', invalid_phone: 'phone' },
      title: t('form.errors.failed'),
      rateLimited: 'form.errors.rate_limited',
    },
    t,
    check: (values, wordIn) => refusedFields(commercialReferralProblems(values), wordIn, 'form.errors.'),
    request,
    send: (values, form) =>
      request.mutate({ body: commercialReferralBody(values, locale) }, { onSuccess, onError: (error) => form.fail(error) }),
  });

  return (
    <CommercialReferralFormView
      {...view}
      {...referral.view}
      onAgain={() => referral.again({ ...emptyCommercialReferral, ...defaultValues })}
    />
  );
}
