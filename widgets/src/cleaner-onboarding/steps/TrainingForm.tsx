import type { components } from '@propre/sdk';
import { cleaners } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useForm } from '../../forms/use-form.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TitledSection } from '../../ui/TitledSection.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';

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
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const { client } = usePropre();
  const [text, setText] = useState('');
  // The API's errors about the list (`/body/certificates/3`) go beside the field that adds to it.
  const form = useForm({ order: ['certificate'], placement: { fields: { certificates: 'certificate' } }, t });
  const save = useMutation(cleaners.updateMyProfile(client));
  const certificates = profile.public.certificates;

  const send = (next: string[]) => {
    form.clear();
    save.mutate(
      { body: { certificates: next } },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          form.fail(failure);
          onError?.(failure);
        },
      },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (name.length < 2) return form.show((wordIn) => ({ certificate: wordIn('training.tooShort') }));
    if (certificates.some((c) => c.toLocaleLowerCase() === name.toLocaleLowerCase()))
      return form.show((wordIn) => ({ certificate: wordIn('training.duplicate') }));
    setText('');
    send([...certificates, name.slice(0, 120)]);
  };

  return (
    <TitledSection {...part('training')} title={t('training.listLabel')} headingLevel={3} titleProps={part('cardTitle')}>
      <p {...part('muted')}>{t('training.lead')}</p>
      {certificates.length > 0 ? (
        <ul {...part('chips', { className: 'propre-wrap propre-bare-list' })} aria-label={t('training.listLabel')}>
          {certificates.map((name) => (
            <li key={name} {...part('chip', { className: 'propre-chip' })}>
              <span>{name}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('training.remove', { name })}
                onClick={() => send(certificates.filter((c) => c !== name))}
                disabled={save.isPending}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p {...part('muted')}>{t('training.none')}</p>
      )}
      {certificates.length < maxCertificates && (
        <form ref={form.formRef} {...part('inlineForm')} onSubmit={add} noValidate>
          <TextField label={t('training.certificate')} maxLength={120} {...form.input('certificate', text, setText)} />
          <Button type="submit" variant="secondary" loading={save.isPending}>
            {t('training.add')}
          </Button>
        </form>
      )}
      {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
      {save.isSuccess && (
        <p {...part('muted')} role="status">
          {t('training.saved')}
        </p>
      )}
    </TitledSection>
  );
}
