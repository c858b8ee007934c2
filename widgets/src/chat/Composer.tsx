import { containsPhoneNumber } from '@propre/sdk/rules';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldError } from '../ui/field-parts.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

/** The API's limit for a message (MessageText: 1 to 2,000 characters). */
export const maxMessageLength = 2000;

export type ComposerError = 'required' | 'tooLong' | 'phone';

/** What the person's draft breaks of spec §5, checked before any call. */
export function draftError(text: string): ComposerError | null {
  if (text.trim() === '') return 'required';
  if (text.trim().length > maxMessageLength) return 'tooLong';
  if (containsPhoneNumber(text)) return 'phone';
  return null;
}

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (text: string) => void;
  /** Shown after a send attempt (required, too long) or as soon as a phone number is typed. */
  error?: ComposerError | null;
  disabled?: boolean;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line. The warning about phone numbers
 * is always there as a hint (spec §5), and becomes the field's error as soon as the draft holds a
 * number: such a message is refused, so it is not sent. Not a forms-kit form: it checks the
 * draft as it is typed, and the API's refusals show on the message they refused.
 */
export function Composer({ value, onChange, onSubmit, error, disabled }: ComposerProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSubmit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const message =
    error === 'phone'
      ? t('phoneRefused')
      : error === 'tooLong'
        ? t('conversation.tooLong', { max: maxMessageLength })
        : error === 'required'
          ? t('conversation.required')
          : null;
  return (
    <form {...part('composer', { className: 'propre-stack' })} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-input`} className="propre-visually-hidden">
        {t('conversation.messageLabel')}
      </label>
      <p id={hintId} {...part('composerHint', { className: 'propre-hint' })}>
        {t('phoneWarning')}
      </p>
      <div {...part('composerRow')}>
        <textarea
          id={`${id}-input`}
          {...part('composerInput', { className: 'propre-input' })}
          rows={2}
          value={value}
          placeholder={t('placeholder')}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(hintId, message ? errorId : undefined)}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled} {...part('composerSend')}>
          {t('send')}
        </Button>
      </div>
      {message && <FieldError id={errorId}>{message}</FieldError>}
    </form>
  );
}
