import type { components } from '@propre/sdk';
import { messaging } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { FieldError } from '../ui/field-parts.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useDebounced } from '../ui/use-debounced.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMessagesPart } from './parts.ts';
import { adminMessagesTexts } from './texts.ts';

export type Recipient = components['schemas']['MessagingUser'];

export interface RecipientPickerProps {
  value: Recipient | null;
  onChange: (recipient: Recipient | null) => void;
  /** "user required" (spec §5), beside the field. */
  error?: string | null | undefined;
  /** The search field's name, for a form that moves the focus to it (`userId`). */
  name?: string;
}

const searchDelayMs = 250;

/** Finds the one person to write to (messaging.searchRecipients): type, then choose. */
export function RecipientPicker({ value, onChange, error, name }: RecipientPickerProps) {
  const { t, part } = useEntry<AdminMessagesPart>(adminMessagesTexts);
  const { client } = usePropre();
  const id = useId();
  const [typed, setTyped] = useState('');
  const asked = useDebounced(typed.trim(), searchDelayMs);
  const results = useQuery({
    ...messaging.searchRecipients(client, { q: asked, limit: 8 }),
    enabled: asked.length >= 2 && !value,
    placeholderData: keepPreviousData,
  });

  if (value) {
    return (
      <div {...part('recipient', { className: 'propre-wrap' })}>
        <p>{t('chosen', { name: value.name, email: value.email })}</p>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
          {t('change')}
        </Button>
      </div>
    );
  }
  const items = asked.length >= 2 ? (results.data?.items ?? []) : [];
  return (
    <div {...part('recipientPicker')}>
      <TextField
        type="search"
        name={name}
        label={t('search')}
        hint={t('searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error ?? undefined}
        aria-controls={`${id}-results`}
      />
      <div id={`${id}-results`} aria-live="polite">
        {results.isFetching && asked.length >= 2 && (
          <p {...part('searchStatus', { className: 'propre-hint' })}>{t('searching')}</p>
        )}
        {results.isError && <FieldError id={`${id}-error`}>{t('common:errors.network_error')}</FieldError>}
        {asked.length >= 2 && results.data && items.length === 0 && (
          <p {...part('searchStatus', { className: 'propre-hint' })}>{t('noResults', { query: asked })}</p>
        )}
        {items.length > 0 && (
          <ul {...part('results', { className: 'propre-stack' })} aria-label={t('results')}>
            {items.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  {...part('result', { className: 'propre-stack propre-row-button' })}
                  onClick={() => onChange(user)}
                >
                  <span {...part('resultName')}>{user.name}</span>
                  <span {...part('resultMeta')}>
                    {user.email} · {t(`role.${user.role ?? 'none'}`)}
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
