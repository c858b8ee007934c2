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

export interface BusinessFormProps {
  profile: CleanerProfile;
  onSaved: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  /** Today in America/Toronto (YYYY-MM-DD), for the insurance date; tests pin it. */
  today?: string;
}

// The contract's patterns for the GST and QST registration numbers.
const gstPattern = /^\d{9} ?RT ?\d{4}$/i;
const qstPattern = /^\d{10} ?TQ ?\d{4}$/i;

export function torontoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

/** The business tab: the insurance's expiry date (must be in the future) and the tax numbers (both or neither). */
export function BusinessForm({ profile, onSaved, onError, today = torontoToday() }: BusinessFormProps) {
  const { t } = useEntryTranslation(cleanerOnboardingTexts);
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  const { client } = usePropre();
  const id = useId();
  const [expires, setExpires] = useState(profile.private.insuranceExpiresOn ?? '');
  const [gst, setGst] = useState(profile.private.gstNumber ?? '');
  const [qst, setQst] = useState(profile.private.qstNumber ?? '');
  const [checked, setChecked] = useState(false);
  const save = useMutation(cleaners.updateMyProfile(client));
  const failure = save.isError ? problemMessage(save.error, t) : null;
  const fields = failure?.fieldErrors ?? {};

  const g = gst.trim().toUpperCase();
  const q = qst.trim().toUpperCase();
  const together = (g === '') === (q === '');
  const errors = {
    expires:
      checked && !expires
        ? t('common:fieldErrors.required')
        : checked && expires < today
          ? t('business.insuranceExpired')
          : fields.insuranceExpiresOn,
    gst:
      checked && g && !gstPattern.test(g)
        ? t('business.invalidGst')
        : checked && !together && !g
          ? t('business.taxTogether')
          : fields.gstNumber,
    qst:
      checked && q && !qstPattern.test(q)
        ? t('business.invalidQst')
        : checked && !together && !q
          ? t('business.taxTogether')
          : fields.qstNumber,
  };
  const tooTogether = failure?.code === 'tax_numbers_incomplete';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!expires || expires < today || (g && !gstPattern.test(g)) || (q && !qstPattern.test(q)) || !together) return;
    save.mutate(
      { body: { insuranceExpiresOn: expires, gstNumber: g || null, qstNumber: q || null } },
      { onSuccess: onSaved, onError: (error) => onError?.(error) },
    );
  };

  return (
    <form {...part('business')} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} {...part('cardTitle')}>
        {t('tabs.business')}
      </h3>
      <p {...part('muted')}>{t('business.lead')}</p>
      <div {...part('fields')}>
        <TextField
          label={t('business.insuranceExpiresOn')}
          type="date"
          min={today}
          value={expires}
          onChange={(event) => setExpires(event.target.value)}
          error={errors.expires}
        />
        <TextField
          label={t('business.gstNumber')}
          optional
          value={gst}
          onChange={(event) => setGst(event.target.value)}
          hint={t('business.gstHint')}
          error={errors.gst}
        />
        <TextField
          label={t('business.qstNumber')}
          optional
          value={qst}
          onChange={(event) => setQst(event.target.value)}
          hint={t('business.qstHint')}
          error={errors.qst ?? (tooTogether ? t('business.taxTogether') : undefined)}
        />
      </div>
      {failure && Object.keys(fields).length === 0 && !tooTogether && <ProblemAlert error={save.error} />}
      <div {...part('cardActions')}>
        <Button type="submit" loading={save.isPending}>
          {t('business.save')}
        </Button>
        {save.isSuccess && (
          <Alert tone="success" role="status">
            {t('business.saved')}
          </Alert>
        )}
      </div>
    </form>
  );
}
