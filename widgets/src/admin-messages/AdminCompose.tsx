import { callOperation, type PropreError } from '@propre/sdk';
import { admin, invalidateStale, messaging } from '@propre/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { messagesNs } from '../i18n/bundles/messages.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldError } from '../ui/field-parts.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { TextField } from '../ui/TextField.tsx';
import { type Recipient, RecipientPicker } from './RecipientPicker.tsx';

export type AdminTarget = 'user' | 'clients' | 'cleaners';

/** The API's limits (AdminMessageSendRequest). */
const maxText = 5000;
const maxSubject = 200;

export interface AdminComposeProps {
  /** After each successful send, with how many people it reached. */
  onSent?: (count: number) => void;
  onError?: (error: PropreError) => void;
}

type Outcome =
  | { kind: 'sent'; text: string }
  | { kind: 'error'; error: unknown }
  | { kind: 'progress'; done: number; total: number }
  | null;

/**
 * Compose (spec §5: message required, user required): to one person found by search, or to a
 * segment — every active client or cleaner, written to one after the other.
 */
export function AdminCompose({ onSent, onError }: AdminComposeProps) {
  const { t } = useWidgetTranslation(messagesNs, 'common');
  const { client } = usePropre();
  const queryClient = useQueryClient();
  const id = useId();
  const [target, setTarget] = useState<AdminTarget>('user');
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const recipientError = attempted && target === 'user' && !recipient ? t('adminCompose.userRequired') : null;
  const textError =
    attempted && text.trim() === ''
      ? t('adminCompose.messageRequired')
      : text.length > maxText
        ? t('adminCompose.messageTooLong', { max: maxText })
        : null;
  const apiFields = outcome?.kind === 'error' ? problemMessage(outcome.error, t).fieldErrors : {};

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if ((target === 'user' && !recipient) || text.trim() === '' || text.length > maxText) return;
    setBusy(true);
    setOutcome(null);
    let done = 0;
    try {
      if (target === 'user' && recipient) {
        await sendOne(recipient.id);
        done = 1;
        setOutcome({ kind: 'sent', text: t('adminCompose.sent', { name: recipient.name }) });
      } else {
        const ids = await segmentUsers(target === 'clients' ? 'client' : 'cleaner');
        if (ids.length === 0) {
          setOutcome({ kind: 'sent', text: t('adminCompose.segmentEmpty') });
        }
        for (const userId of ids) {
          setOutcome({ kind: 'progress', done, total: ids.length });
          await sendOne(userId);
          done += 1;
        }
        if (ids.length > 0) setOutcome({ kind: 'sent', text: t('adminCompose.sentSegment', { count: done }) });
      }
      setText('');
      setSubject('');
      setRecipient(null);
      setAttempted(false);
      onSent?.(done);
    } catch (error) {
      setOutcome({ kind: 'error', error });
      onError?.(error as PropreError);
    } finally {
      setBusy(false);
      if (done > 0) void invalidateStale(queryClient, messaging.sendAdminMessage(client).meta.invalidates);
    }
  };

  const textId = `${id}-text`;
  const textErrorId = `${id}-text-error`;
  const shownTextError = textError ?? apiFields.text;
  return (
    <form
      className="propre-admin-messages__compose"
      data-part="compose"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="propre-admin-messages__heading">
        {t('adminCompose.compose')}
      </h2>
      <RadioGroup
        legend={t('adminCompose.target')}
        name={`${id}-target`}
        inline
        value={target}
        onChange={(value) => setTarget(value as AdminTarget)}
        options={[
          { value: 'user', label: t('adminCompose.targetUser') },
          { value: 'clients', label: t('adminCompose.targetClients') },
          { value: 'cleaners', label: t('adminCompose.targetCleaners') },
        ]}
      />
      {target === 'user' && (
        <RecipientPicker value={recipient} onChange={setRecipient} error={recipientError ?? apiFields.userId ?? null} />
      )}
      <TextField
        label={t('adminCompose.subject')}
        optional
        value={subject}
        maxLength={maxSubject}
        onChange={(event) => setSubject(event.target.value)}
        error={apiFields.subject}
      />
      <div className="propre-field" data-invalid={shownTextError ? true : undefined}>
        <label htmlFor={textId} className="propre-label">
          {t('adminCompose.message')}
        </label>
        <textarea
          id={textId}
          className="propre-input propre-admin-messages__text"
          rows={5}
          value={text}
          required
          aria-invalid={shownTextError ? true : undefined}
          aria-describedby={describedBy(undefined, shownTextError ? textErrorId : undefined)}
          onChange={(event) => setText(event.target.value)}
        />
        {shownTextError && <FieldError id={textErrorId}>{shownTextError}</FieldError>}
      </div>
      {outcome?.kind === 'progress' && (
        <p role="status" className="propre-hint">
          {t('adminCompose.segmentProgress', { done: outcome.done, total: outcome.total })}
        </p>
      )}
      {outcome?.kind === 'sent' && (
        <Alert tone="success" role="status">
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'error' && Object.keys(apiFields).length === 0 && <ProblemAlert error={outcome.error} />}
      <div>
        <Button type="submit" loading={busy}>
          {target === 'user' ? t('adminCompose.send') : t('adminCompose.sendSegment')}
        </Button>
      </div>
    </form>
  );
}
