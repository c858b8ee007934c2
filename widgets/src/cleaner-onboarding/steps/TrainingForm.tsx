import type { components } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { onboardingNs } from '../../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../../i18n/use-widget-translation.ts';
import { Button } from '../../ui/Button.tsx';
import { ProblemAlert } from '../../ui/ProblemAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';

type CleanerProfile = components['schemas']['CleanerProfile'];

export interface TrainingFormProps {
  profile: CleanerProfile;
  onSaved: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
}

// The contract's bounds: 2 to 120 characters each, at most 20.
const maxCertificates = 20;

/** The training tab: the certificates, added and removed one at a time, each change saved at once. */
export function TrainingForm({ profile, onSaved, onError }: TrainingFormProps) {
  const { t } = useWidgetTranslation(onboardingNs, 'common');
  const { client } = usePropre();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(cleaners.updateMyProfile(client));
  const certificates = profile.public.certificates;

  const send = (next: string[]) =>
    save.mutate({ body: { certificates: next } }, { onSuccess: onSaved, onError: (failure) => onError?.(failure) });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (name.length < 2) return setError(t('cleaner.training.tooShort'));
    if (certificates.some((c) => c.toLocaleLowerCase() === name.toLocaleLowerCase()))
      return setError(t('cleaner.training.duplicate'));
    setError(null);
    setText('');
    send([...certificates, name.slice(0, 120)]);
  };

  return (
    <section className="propre-onboarding-card" data-part="training" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="propre-onboarding-card__title">
        {t('cleaner.training.listLabel')}
      </h3>
      <p className="propre-onboarding-muted">{t('cleaner.training.lead')}</p>
      {certificates.length > 0 ? (
        <ul className="propre-onboarding-chips" aria-label={t('cleaner.training.listLabel')}>
          {certificates.map((name) => (
            <li key={name} className="propre-onboarding-chip">
              <span>{name}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('cleaner.training.remove', { name })}
                onClick={() => send(certificates.filter((c) => c !== name))}
                disabled={save.isPending}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="propre-onboarding-muted">{t('cleaner.training.none')}</p>
      )}
      {certificates.length < maxCertificates && (
        <form className="propre-onboarding-inline-form" onSubmit={add} noValidate>
          <TextField
            label={t('cleaner.training.certificate')}
            value={text}
            maxLength={120}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
          />
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t('cleaner.training.add')}
          </Button>
        </form>
      )}
      {save.isError && <ProblemAlert error={save.error} />}
      {save.isSuccess && (
        <p className="propre-onboarding-muted" role="status">
          {t('cleaner.training.saved')}
        </p>
      )}
    </section>
  );
}
