import type { components } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { useEntryTranslation } from '../../i18n/use-entry-translation.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProblemAlert } from '../../ui/ProblemAlert.tsx';
import { usePart } from '../../ui/part.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';

type CleanerProfile = components['schemas']['CleanerProfile'];
type PostalAddress = components['schemas']['PostalAddress'];

export interface AddressFormProps {
  initial: PostalAddress | null;
  onSaved: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  headingLevel?: 3 | 4;
}

// Spec §5: Canadian postal code A1A 1A1 (the contract's letters; the space is optional).
const postalCode = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** The cleaner's own address (private: only the distance to a booking is ever shown to others). */
export function AddressForm({ initial, onSaved, onError, headingLevel = 3 }: AddressFormProps) {
  const { t } = useEntryTranslation(cleanerOnboardingTexts);
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  const { client } = usePropre();
  const id = useId();
  const [street, setStreet] = useState(initial?.streetAddress ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [code, setCode] = useState(initial?.postalCode ?? '');
  const [checked, setChecked] = useState(false);
  const save = useMutation(cleaners.updateMyProfile(client));
  const Heading = `h${headingLevel}` as const;
  const fields = save.isError ? problemMessage(save.error, t).fieldErrors : {};

  const errors = {
    street: checked && street.trim().length < 5 ? t('address.streetTooShort') : fields.streetAddress,
    city: checked && city.trim().length < 2 ? t('common:fieldErrors.required') : fields.city,
    code: checked && !postalCode.test(code.trim()) ? t('address.postalCodeFormat') : fields.postalCode,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (street.trim().length < 5 || city.trim().length < 2 || !postalCode.test(code.trim())) return;
    const address: PostalAddress = {
      streetAddress: street.trim(),
      city: city.trim(),
      province: 'QC',
      postalCode: code.trim().toUpperCase(),
      country: 'CA',
    };
    save.mutate({ body: { address } }, { onSuccess: onSaved, onError: (error) => onError?.(error) });
  };
  const hasFieldErrors = Object.keys(fields).length > 0;

  return (
    <form {...part('address')} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} {...part('cardTitle')}>
        {t('address.title')}
      </Heading>
      <p {...part('muted')}>{t('address.lead')}</p>
      <div {...part('fields')}>
        <TextField
          label={t('address.street')}
          value={street}
          onChange={(event) => setStreet(event.target.value)}
          autoComplete="street-address"
          error={errors.street}
          className={part('fieldWide').className}
        />
        <TextField
          label={t('address.city')}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          autoComplete="address-level2"
          error={errors.city}
        />
        <TextField
          label={t('address.postalCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="postal-code"
          hint={t('address.postalCodeHint')}
          error={errors.code}
        />
      </div>
      {save.isError && !hasFieldErrors && <ProblemAlert error={save.error} />}
      <div {...part('cardActions')}>
        <Button type="submit" loading={save.isPending}>
          {t('common:actions.save')}
        </Button>
        {save.isSuccess && (
          <Alert tone="success" role="status">
            {t('address.saved')}
          </Alert>
        )}
      </div>
    </form>
  );
}
