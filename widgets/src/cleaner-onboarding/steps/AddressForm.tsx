import type { components } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { type FormErrors, useForm } from '../../forms/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { CardForm } from './CardForm.tsx';

type CleanerProfile = components['schemas']['CleanerProfile'];
type PostalAddress = components['schemas']['PostalAddress'];

export interface AddressFormProps {
  initial: PostalAddress | null;
  onSaved: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  headingLevel?: 3 | 4;
}

// Spec §5: Canadian postal code A1A 1A1 (the contract's letters; the space is optional).
type AddressField = 'streetAddress' | 'city' | 'postalCode';

const postalCode = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The cleaner's own address (private: only the distance to a booking is ever shown to others). */
export function AddressForm({ initial, onSaved, onError, headingLevel = 3 }: AddressFormProps) {
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const { client } = usePropre();
  const [street, setStreet] = useState(initial?.streetAddress ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [code, setCode] = useState(initial?.postalCode ?? '');
  const save = useMutation(cleaners.updateMyProfile(client));
  const form = useForm<AddressField>({
    order: ['streetAddress', 'city', 'postalCode'],
    placement: { fields: { streetAddress: 'streetAddress', city: 'city', postalCode: 'postalCode' } },
    t,
  });

  const send = () => {
    save.reset();
    const streetShort = street.trim().length < 5;
    const cityShort = city.trim().length < 2;
    const codeWrong = !postalCode.test(code.trim());
    form.show((word) => {
      const errors: FormErrors<AddressField> = {};
      if (streetShort) errors.streetAddress = word('address.streetTooShort');
      if (cityShort) errors.city = word('common:fieldErrors.required');
      if (codeWrong) errors.postalCode = word('address.postalCodeFormat');
      return errors;
    });
    if (streetShort || cityShort || codeWrong) return;
    const address: PostalAddress = {
      streetAddress: street.trim(),
      city: city.trim(),
      province: 'QC',
      postalCode: code.trim().toUpperCase(),
      country: 'CA',
    };
    save.mutate(
      { body: { address } },
      {
        onSuccess: onSaved,
        onError: (error) => {
          form.fail(error);
          onError?.(error);
        },
      },
    );
  };

  const texts = { title: t('address.title'), lead: t('address.lead'), saved: t('address.saved') };
  return (
    <CardForm name="address" form={form} texts={texts} headingLevel={headingLevel} send={send} save={save}>
      <TextField
        label={t('address.street')}
        {...form.input('streetAddress', street, setStreet)}
        autoComplete="street-address"
        className={part('fieldWide').className}
      />
      <TextField label={t('address.city')} {...form.input('city', city, setCity)} autoComplete="address-level2" />
      <TextField
        label={t('address.postalCode')}
        {...form.input('postalCode', code, setCode)}
        autoComplete="postal-code"
        hint={t('address.postalCodeHint')}
      />
    </CardForm>
  );
}
