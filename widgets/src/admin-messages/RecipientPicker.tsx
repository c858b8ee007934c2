import type { components } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { messagesNs } from '../i18n/bundles/messages.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Button } from '../ui/Button.tsx';
import { FieldError } from '../ui/field-parts.tsx';
import { TextField } from '../ui/TextField.tsx';

export type Recipient = components['schemas']['MessagingUser'];

export interface RecipientPickerProps {
  value: Recipient | null;
  onChange: (recipient: Recipient | null) => void;
  /** "user required" (spec §5), beside the field. */
  error?: string | null;
}

const searchDelayMs = 250;

/** Finds the one person to write to (messaging.searchRecipients): type, then choose. */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const { t } = useWidgetTranslation(messagesNs, 'common');
  const { client } = usePropre();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useQuery({
    ...messaging.searchRecipients(client, { q: asked, limit: 8 }),
    enabled: asked.length >= 2 && !value,
    placeholderData: keepPreviousData,
  });

  if (value) {
    return (
      <div className="propre-admin-messages__chosen" data-part="recipient">
        <p>{t('adminCompose.chosen', { name: value.name, email: value.email })}</p>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
          {t('adminCompose.change')}
        </Button>
      </div>
    );
  }
  const items = asked.length >= 2 ? (results.data?.items ?? []) : [];
  return (
    <div className="propre-admin-messages__picker" data-part="recipient-picker">
      <TextField
        type="search"
        label={t('adminCompose.search')}
        hint={t('adminCompose.searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error ?? undefined}
        aria-controls={`${id}-results`}
      />
      <div id={`${id}-results`} aria-live="polite">
        {results.isFetching && asked.length >= 2 && <p className="propre-hint">{t('adminCompose.searching')}</p>}
        {results.isError && <FieldError id={`${id}-error`}>{t('common:errors.network_error')}</FieldError>}
        {asked.length >= 2 && results.data && items.length === 0 && (
          <p className="propre-hint">{t('adminCompose.noResults', { query: asked })}</p>
        )}
        {items.length > 0 && (
          <ul className="propre-admin-messages__results" aria-label={t('adminCompose.results')}>
            {items.map((user) => (
              <li key={user.id}>
                <button type="button" className="propre-admin-messages__result" onClick={() => onChange(user)}>
                  <span className="propre-admin-messages__result-name">{user.name}</span>
                  <span className="propre-admin-messages__result-meta">
                    {user.email} · {t(`adminCompose.role.${user.role ?? 'none'}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
