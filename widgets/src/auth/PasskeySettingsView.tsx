import type { components } from '@propre/sdk';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { usePropreContext } from '../context/context.ts';
import { authNs } from '../i18n/bundles/auth.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { FormProblem } from './auth-errors.ts';
import { FormAlert, usePartClasses } from './parts.tsx';

export type Passkey = components['schemas']['Passkey'];
export type PasskeySettingsPart = 'root' | 'header' | 'title' | 'subtitle' | 'list' | 'item' | 'empty' | 'add' | 'feedback';

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
  classNames?: Partial<Record<PasskeySettingsPart, string>>;
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
  classNames,
  className,
}: PasskeySettingsViewProps) {
  const { t } = useWidgetTranslation(authNs);
  const { locale } = usePropreContext();
  const part = usePartClasses<PasskeySettingsPart>(classNames);
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
      className={part('root', cx('propre-passkeys', className))}
      data-part="root"
      data-state={passkeys === undefined ? 'loading' : passkeys.length === 0 ? 'empty' : 'ready'}
      aria-labelledby={title === false ? undefined : headingId}
      aria-busy={passkeys === undefined || undefined}
    >
      <div className={part('header', 'propre-auth-header')} data-part="header">
        {title !== false && (
          <Heading id={headingId} className={part('title', 'propre-passkeys-title')} data-part="title">
            {title ?? t('passkeys.title')}
          </Heading>
        )}
        <p className={part('subtitle', 'propre-auth-subtitle')} data-part="subtitle">
          {t('passkeys.subtitle')}
        </p>
      </div>
      {problem && <FormAlert problem={problem} className={part('feedback', 'propre-auth-feedback')} onRetry={onRetry} />}
      {passkeys === undefined ? (
        <div className="propre-passkeys-list" aria-label={t('passkeys.loading')} role="status">
          {[0, 1].map((index) => (
            <div key={index} className="propre-passkeys-item">
              <Skeleton width="12rem" height="1.25rem" />
              <Skeleton width="8rem" height="1rem" />
            </div>
          ))}
        </div>
      ) : passkeys.length === 0 ? (
        <p className={part('empty', 'propre-passkeys-empty')} data-part="empty">
          {t('passkeys.empty')}
        </p>
      ) : (
        <ul className={part('list', 'propre-passkeys-list')} data-part="list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={part('item', 'propre-passkeys-item')} data-part="item">
              <div className="propre-passkeys-item-text">
                <p className="propre-passkeys-name">
                  {passkey.name}{' '}
                  <Badge tone={passkey.backedUp ? 'success' : 'neutral'}>
                    {passkey.backedUp ? t('passkeys.synced') : t('passkeys.deviceOnly')}
                  </Badge>
                </p>
                <p className="propre-passkeys-meta">
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
      <form className={part('add', 'propre-passkeys-add')} data-part="add" onSubmit={add} noValidate>
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
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        size="sm"
        title={t('passkeys.confirm.title')}
        description={t('passkeys.confirm.message', { name: confirming?.name ?? '' })}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t('passkeys.confirm.cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) onDelete(confirming);
                setConfirming(null);
              }}
            >
              {t('passkeys.confirm.confirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}
