import type { components } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { type FormErrors, formErrorsOf, useForm } from '../../forms/index.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { CardForm } from './CardForm.tsx';

type CleanerProfile = components['schemas']['CleanerProfile'];

export interface BusinessFormProps {
  profile: CleanerProfile;
  onSaved: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  /** Today in America/Toronto (YYYY-MM-DD), for the insurance date; tests pin it. */
  today?: string;
}

// The contract's patterns for the GST and QST registration numbers.
type BusinessField = 'insuranceExpiresOn' | 'gstNumber' | 'qstNumber';

const placement = {
  fields: { insuranceExpiresOn: 'insuranceExpiresOn', gstNumber: 'gstNumber', qstNumber: 'qstNumber' },
} as const;

const gstPattern = /^\d{9} ?RT ?\d{4}$/i;
const qstPattern = /^\d{10} ?TQ ?\d{4}$/i;

export function torontoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

/** The business tab: the insurance's expiry date (must be in the future) and the tax numbers (both or neither). */
export function BusinessForm({ profile, onSaved, onError, today = torontoToday() }: BusinessFormProps) {
  const { t } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const { client, locale } = usePropre();
  const [expires, setExpires] = useState(profile.private.insuranceExpiresOn ?? '');
  const [gst, setGst] = useState(profile.private.gstNumber ?? '');
  const [qst, setQst] = useState(profile.private.qstNumber ?? '');
  const save = useMutation(cleaners.updateMyProfile(client));
  const form = useForm<BusinessField>({ order: ['insuranceExpiresOn', 'gstNumber', 'qstNumber'], placement, t });

  const g = gst.trim().toUpperCase();
  const q = qst.trim().toUpperCase();
  const together = (g === '') === (q === '');
  const send = () => {
    save.reset();
    const expiresKey = !expires ? 'common:fieldErrors.required' : expires < today ? 'business.insuranceExpired' : null;
    const gstKey = g && !gstPattern.test(g) ? 'business.invalidGst' : !together && !g ? 'business.taxTogether' : null;
    const qstKey = q && !qstPattern.test(q) ? 'business.invalidQst' : !together && !q ? 'business.taxTogether' : null;
    form.show((word) => {
      const errors: FormErrors<BusinessField> = {};
      if (expiresKey) errors.insuranceExpiresOn = word(expiresKey);
      if (gstKey) errors.gstNumber = word(gstKey);
      if (qstKey) errors.qstNumber = word(qstKey);
      return errors;
    });
    if (expiresKey || gstKey || qstKey) return;
    save.mutate(
      { body: { insuranceExpiresOn: expires, gstNumber: g || null, qstNumber: q || null } },
      {
        onSuccess: onSaved,
        onError: (error) => {
          // Both tax numbers or neither: said beside the QST number, in our words.
          form.show((word) => {
            const errors = formErrorsOf(error, word, locale, placement);
            if (errors.form?.code !== 'tax_numbers_incomplete') return errors;
            return { qstNumber: word('business.taxTogether') };
          });
          onError?.(error);
        },
      },
    );
  };

  const texts = { title: t('tabs.business'), lead: t('business.lead'), save: t('business.save'), saved: t('business.saved') };
  return (
    <CardForm name="business" form={form} texts={texts} send={send} save={save}>
      <TextField
        label={t('business.insuranceExpiresOn')}
        type="date"
        min={today}
        {...form.input('insuranceExpiresOn', expires, setExpires)}
      />
      <TextField
        label={t('business.gstNumber')}
        optional
        {...form.input('gstNumber', gst, setGst)}
        hint={t('business.gstHint')}
      />
      <TextField
        label={t('business.qstNumber')}
        optional
        {...form.input('qstNumber', qst, setQst)}
        hint={t('business.qstHint')}
      />
    </CardForm>
  );
}
