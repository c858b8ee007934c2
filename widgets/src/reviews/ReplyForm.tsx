import { type FormEvent, useId, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { commentMaxLength } from './categories.ts';
import type { ReviewsPart } from './parts.ts';
import { reviewsTexts } from './texts.ts';

export interface ReplyFormProps {
  /** Whom the reply answers, for the button's name. */
  authorName: string;
  /** Sends the reply; a rejection shows beside the form and keeps the text. */
  onReply: (text: string) => Promise<unknown>;
}

/** The cleaner's one public answer to a review (reviews.reply): a button, then a text and « Publier ». */
export function ReplyForm({ authorName, onReply }: ReplyFormProps) {
  const { t, part } = useEntry<ReviewsPart>(reviewsTexts);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [published, setPublished] = useState(false);

  // Until the list shows the answer (it is fetched again after the write), say it went out.
  if (published) {
    return (
      <p {...part('replyDone')} role="status">
        {t('reply.published')}
      </p>
    );
  }

  if (!open) {
    return (
      <Button variant="secondary" {...part('replyToggle')} onClick={() => setOpen(true)}>
        {t('reply.open', { name: authorName })}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    setError(null);
    try {
      await onReply(text.trim());
      setPublished(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };
  return (
    <form {...part('replyForm')} onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="propre-label">
        {t('reply.label', { name: authorName })}
      </label>
      <textarea
        id={`${id}-text`}
        {...part('replyField', { className: 'propre-input' })}
        rows={3}
        required
        maxLength={commentMaxLength}
        value={text}
        disabled={sending}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error ? <ProblemAlert error={error} /> : null}
      <div {...part('actions')}>
        <Button type="submit" loading={sending} {...part('replySend')}>
          {t('reply.send')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={sending}>
          {t('reply.cancel')}
        </Button>
      </div>
    </form>
  );
}
