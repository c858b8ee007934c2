import { callOperation, type PropreError } from '@propre/sdk';
import { admin, invalidateStale, messaging } from '@propre/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm, type Wording } from '../forms/use-form.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldError } from '../ui/field-parts.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminMessagesPart } from './parts.ts';
import { type Recipient, RecipientPicker } from './RecipientPicker.tsx';
import { adminMessagesTexts } from './texts.ts';

export type AdminTarget = 'user' | 'clients' | 'cleaners';

/** The API's limits (AdminMessageSendRequest). */
const maxText = 5000;
const maxSubject = 200;

/** The form's fields, named as the API names them (AdminMessageSendRequest). */
type Field = 'userId' | 'subject' | 'text';
const placement = { fields: { userId: 'userId', subject: 'subject', text: 'text' } } as const;

export interface AdminComposeProps {
  /** After each successful send, with how many people it reached. */
  onSent?: (count: number) => void;
  onError?: (error: PropreError) => void;
}

type Progress = { kind: 'sent'; text: string } | { kind: 'progress'; done: number; total: number } | null;

/**
 * Compose (spec §5: message required, user required): to one person found by search, or to a
 * segment — every active client or cleaner, written to one after the other.
 */
export function AdminCompose({ onSent, onError }: AdminComposeProps) {
  const { t, part } = useEntry<AdminMessagesPart>(adminMessagesTexts);
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<Field>({ order: ['userId', 'subject', 'text'], placement, t });
  const [target, setTarget] = useState<AdminTarget>('user');
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress>(null);

  // Sent one by one outside the cache; what they made stale is refreshed once, after the last.
  const sendOne = (userId: string) =>
    callOperation(client, 'post', '/api/admin/messages', {
      body: { userId, text: text.trim(), ...(subject.trim() ? { subject: subject.trim() } : {}) },
    });

  /** Every active user of the segment, page by page (admin.listUsers). */
  const segmentUsers = async (role: 'client' | 'cleaner') => {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await queryClient.fetchQuery({
        ...admin.listUsers(client, { role, status: 'active', limit: 100, ...(cursor ? { cursor } : {}) }),
        staleTime: 0,
      });
      ids.push(...page.items.map((user) => user.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  };

  const submit = async () => {
    // What spec §5 refuses before any call.
    const noRecipient = target === 'user' && !recipient;
    const textProblem = text.trim() === '' ? 'messageRequired' : text.length > maxText ? 'messageTooLong' : null;
    const check: Wording<Field> = (t) => ({
      ...(noRecipient ? { userId: t('userRequired') } : {}),
      ...(textProblem ? { text: t(textProblem, { max: maxText }) } : {}),
    });
    form.show(check);
    if (noRecipient || textProblem) return;
    setBusy(true);
    setProgress(null);
    let done = 0;
    try {
      if (target === 'user' && recipient) {
        await sendOne(recipient.id);
        done = 1;
        setProgress({ kind: 'sent', text: t('sent', { name: recipient.name }) });
      } else {
        const ids = await segmentUsers(target === 'clients' ? 'client' : 'cleaner');
        if (ids.length === 0) setProgress({ kind: 'sent', text: t('segmentEmpty') });
        for (const userId of ids) {
          setProgress({ kind: 'progress', done, total: ids.length });
          await sendOne(userId);
          done += 1;
        }
        if (ids.length > 0) setProgress({ kind: 'sent', text: t('sentSegment', { count: done }) });
      }
      setText('');
      setSubject('');
      setRecipient(null);
      onSent?.(done);
    } catch (error) {
      setProgress(null);
      form.fail(error);
      onError?.(error as PropreError);
    } finally {
      setBusy(false);
      if (done > 0) void invalidateStale(queryClient, messaging.sendAdminMessage(client).meta.invalidates);
    }
  };

  // Too long is said while typing: the API would refuse it.
  const textError = form.errors.text ?? (text.length > maxText ? t('messageTooLong', { max: maxText }) : undefined);
  const textId = `${id}-text`;
  const textErrorId = `${id}-text-error`;
  return (
    <form
      ref={form.formRef}
      {...part('compose', { className: 'propre-stack propre-panel', state: busy ? 'submitting' : undefined })}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <h2 id={`${id}-title`} {...part('heading')}>
        {t('compose')}
      </h2>
      <RadioGroup
        legend={t('target')}
        name={`${id}-target`}
        inline
        value={target}
        onChange={(value) => {
          setTarget(value as AdminTarget);
          form.clearField('userId');
        }}
        options={[
          { value: 'user', label: t('targetUser') },
          { value: 'clients', label: t('targetClients') },
          { value: 'cleaners', label: t('targetCleaners') },
        ]}
      />
      {target === 'user' && (
        <RecipientPicker
          {...form.field('userId')}
          value={recipient}
          onChange={(next) => {
            setRecipient(next);
            form.clearField('userId');
          }}
        />
      )}
      <TextField
        label={t('subject')}
        optional
        {...form.field('subject')}
        value={subject}
        maxLength={maxSubject}
        onChange={(event) => {
          setSubject(event.target.value);
          form.clearField('subject');
        }}
      />
      <div {...part('messageField', { className: 'propre-field' })} data-invalid={textError ? true : undefined}>
        <label htmlFor={textId} className="propre-label">
          {t('message')}
        </label>
        <textarea
          id={textId}
          name="text"
          {...part('messageInput', { className: 'propre-input' })}
          rows={5}
          value={text}
          required
          aria-invalid={textError ? true : undefined}
          aria-describedby={describedBy(undefined, textError ? textErrorId : undefined)}
          onChange={(event) => {
            setText(event.target.value);
            form.clearField('text');
          }}
        />
        {textError && <FieldError id={textErrorId}>{textError}</FieldError>}
      </div>
      {progress?.kind === 'progress' && (
        <p role="status" {...part('progress', { className: 'propre-hint' })}>
          {t('segmentProgress', { done: progress.done, total: progress.total })}
        </p>
      )}
      {progress?.kind === 'sent' && (
        <Alert tone="success" role="status">
          {progress.text}
        </Alert>
      )}
      {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
      <div>
        <Button type="submit" loading={busy}>
          {target === 'user' ? t('send') : t('sendSegment')}
        </Button>
      </div>
    </form>
  );
}
