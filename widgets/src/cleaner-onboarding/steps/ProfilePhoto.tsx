import type { components } from '@propre/sdk';
import { users } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldError, FieldHint } from '../../ui/field-parts.tsx';
import { TitledSection } from '../../ui/TitledSection.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import { useObjectUrl } from '../../ui/use-object-url.ts';
import { formatBytes } from '../documents/rules.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';

type User = components['schemas']['User'];

export interface ProfilePhotoProps {
  /** The picture's address now (the profile's `profilePic`), or null. */
  current: string | null;
  onSaved?: (user: User) => void;
  onError?: (error: unknown) => void;
  headingLevel?: 3 | 4;
}

// users.uploadAvatar: JPEG, PNG or WebP, at most 5 MB (checked again by the server from the content).
const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
const maxPhotoMb = 5;

/** The profile photo: chosen, checked in the browser, previewed, then sent (users.uploadAvatar). */
export function ProfilePhoto({ current, onSaved, onError, headingLevel = 3 }: ProfilePhotoProps) {
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const { client, locale } = usePropre();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const upload = useMutation(users.uploadAvatar(client));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    upload.reset();
    if (!photoTypes.includes(chosen.type)) {
      setFile(null);
      return setProblem(t('photo.invalidType'));
    }
    if (chosen.size > maxPhotoMb * 1024 * 1024) {
      setFile(null);
      return setProblem(t('documents.errors.tooLarge', { size: formatBytes(chosen.size, locale), max: maxPhotoMb }));
    }
    setProblem(null);
    setFile(chosen);
  };
  const send = () => {
    if (!file) return;
    upload.mutate(
      { body: file },
      {
        onSuccess: (user) => {
          setFile(null);
          onSaved?.(user);
        },
        onError: (error) => onError?.(error),
      },
    );
  };
  const failure = upload.isError ? problemMessage(upload.error, t).message : null;
  const error = problem ?? failure;
  const shown = preview ?? current;

  return (
    <TitledSection {...part('profilePhoto')} title={t('photo.title')} headingLevel={headingLevel} titleProps={part('cardTitle')}>
      <div {...part('photo', { className: 'propre-wrap' })}>
        <span {...part('photoFrame')}>
          {shown ? <img src={shown} alt={t('photo.alt')} /> : <span aria-hidden="true">?</span>}
        </span>
        <div {...part('photoBody', { className: 'propre-stack' })}>
          <p {...part('muted')}>{t('photo.lead')}</p>
          <div {...part('cardActions', { className: 'propre-wrap' })}>
            <Button
              variant={file ? 'secondary' : 'primary'}
              onClick={() => input.current?.click()}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            >
              {current || file ? t('photo.change') : t('photo.choose')}
            </Button>
            {file && (
              <Button onClick={send} loading={upload.isPending}>
                {t('photo.save')}
              </Button>
            )}
            <input ref={input} type="file" accept={photoTypes.join(',')} onChange={choose} hidden {...part('photoInput')} />
          </div>
          <FieldHint id={`${id}-hint`}>{t('photo.rules', { max: maxPhotoMb })}</FieldHint>
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
          {upload.isSuccess && (
            <p {...part('muted')} role="status">
              {t('photo.saved')}
            </p>
          )}
        </div>
      </div>
    </TitledSection>
  );
}
