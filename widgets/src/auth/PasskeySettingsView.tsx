import type { components } from '@propre/sdk';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { FormProblem } from '../forms/form-errors.ts';
import { cx } from '../theme/appearance.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AuthPart } from './parts.ts';
import { authTexts } from './texts.ts';

export type Passkey = components['schemas']['Passkey'];

export interface PasskeySettingsViewProps {
  /** The passkeys, oldest first; undefined while they load. */
  passkeys: readonly Passkey[] | undefined;
  /** A failure to list, add or delete, shown as one alert. */
  problem?: FormProblem | null;
  /** Adding one: waiting for the person's device, then the API. */
  adding?: boolean;
  /** The passkey being deleted. */
  deletingId?: string | null;
  onAdd: (name: string) => void;
  onDelete: (passkey: Passkey) => void;
  onRetry?: () => void;
  title?: ReactNode | false;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The account's passkeys, props only: the list with when each was added and last used, add, delete (confirmed). */
export function PasskeySettingsView({
  passkeys,
  problem,
  adding = false,
  deletingId = null,
  onAdd,
  onDelete,
  onRetry,
  title,
  headingLevel = 2,
  className,
}: PasskeySettingsViewProps) {
  const { t, part, locale } = useEntry<AuthPart>(authTexts);
  const headingId = useId();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const Heading = `h${headingLevel}` as const;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
      new Date(iso),
    );
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!adding) onAdd(name.trim());
  };

  return (
    <section
      {...part('passkeys', {
        state: passkeys === undefined ? 'loading' : passkeys.length === 0 ? 'empty' : 'ready',
        className: cx('propre-stack', className),
      })}
      aria-labelledby={title === false ? undefined : headingId}
      aria-busy={passkeys === undefined || undefined}
    >
      <div {...part('passkeysHeader', { className: 'propre-stack' })}>
        {title !== false && (
          <Heading id={headingId} {...part('passkeysTitle')}>
            {title ?? t('passkeys.title')}
          </Heading>
        )}
        <p {...part('passkeysSubtitle')}>{t('passkeys.subtitle')}</p>
      </div>
      {problem && <FormAlert problem={problem} onRetry={onRetry} />}
      {passkeys === undefined ? (
        <div
          {...part('passkeysList', { className: 'propre-stack propre-bare-list', state: 'loading' })}
          aria-label={t('passkeys.loading')}
          role="status"
        >
          {[0, 1].map((index) => (
            <div key={index} {...part('passkeysItem', { className: 'propre-wrap' })}>
              <Skeleton width="12rem" height="1.25rem" />
              <Skeleton width="8rem" height="1rem" />
            </div>
          ))}
        </div>
      ) : passkeys.length === 0 ? (
        <p {...part('passkeysEmpty')}>{t('passkeys.empty')}</p>
      ) : (
        <ul {...part('passkeysList', { className: 'propre-stack propre-bare-list' })}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} {...part('passkeysItem', { className: 'propre-wrap' })}>
              <div {...part('passkeysItemText', { className: 'propre-stack' })}>
                <p {...part('passkeysName')}>
                  {passkey.name}{' '}
                  <Badge tone={passkey.backedUp ? 'success' : 'neutral'}>
                    {passkey.backedUp ? t('passkeys.synced') : t('passkeys.deviceOnly')}
                  </Badge>
                </p>
                <p {...part('passkeysMeta')}>
                  {t('passkeys.created', { date: date(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: date(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('passkeys.deleteLabel', { name: passkey.name })}
                loading={deletingId === passkey.id}
                onClick={() => setConfirming(passkey)}
              >
                {t('passkeys.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form {...part('passkeysAdd', { className: 'propre-wrap' })} onSubmit={add} noValidate>
        <TextField
          label={t('passkeys.name')}
          name="passkeyName"
          maxLength={64}
          autoComplete="off"
          placeholder={t('passkeys.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" loading={adding}>
          {adding ? t('passkeys.adding') : t('passkeys.add')}
        </Button>
      </form>
      <ConfirmDialog
        item={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={onDelete}
        title={t('passkeys.confirm.title')}
        description={t('passkeys.confirm.message', { name: confirming?.name ?? '' })}
        cancelLabel={t('passkeys.confirm.cancel')}
        confirmLabel={t('passkeys.confirm.confirm')}
      />
    </section>
  );
}
