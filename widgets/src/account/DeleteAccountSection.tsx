import { users } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountSectionProps } from './account-types.ts';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import type { AccountPart } from './parts.ts';
import { SectionCard } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';

export interface DeleteAccountSectionProps extends Pick<AccountSectionProps, 'onError' | 'headingLevel' | 'className'> {
  /**
   * Called once the account is gone, before the session is cleared: leave the private page here
   * (e.g. navigate home), so the route guard does not keep it as a return path.
   */
  onDeleted?: () => unknown;
  /** Opens the dialog at first (stories, tests). */
  defaultOpen?: boolean;
}

/** The words the API accepts (users.deleteMe): SUPPRIMER, or DELETE in English. */
const accepted = ['SUPPRIMER', 'DELETE'];
type Field = 'currentPassword' | 'confirmation';
const order: readonly Field[] = ['currentPassword', 'confirmation'];
const codes = { confirmation_mismatch: 'confirmation', current_password_incorrect: 'currentPassword' } as const;

/**
 * Account deletion (spec §4, §5): a dialog that says what is lost, asks for the current password
 * and the typed word (SUPPRIMER; DELETE in English), then signs the person out with a toast.
 */
export function DeleteAccountSection({
  onDeleted,
  onError,
  headingLevel = 2,
  className,
  defaultOpen,
}: DeleteAccountSectionProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const { client, session, queryClient } = usePropre();
  const toast = useToast();
  // Opted out of the SDK's invalidation (every query, for this operation): refetched with the
  // sessions the API has just revoked, the current user answered 401 and the page left for the
  // sign-in before `onDeleted` could take the person home. The cache is cleared below anyway.
  const remove = useMutation({ ...users.deleteMe(client), meta: { invalidates: false } });
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const expected = t('delete.word');
  const form = useForm({
    order,
    placement: { fields: { currentPassword: 'currentPassword', confirmation: 'confirmation' }, codes, title: t('delete.failed') },
    t,
  });
  const { errors } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const wordTyped = accepted.includes(word.trim());
    if (!password || !wordTyped)
      return form.show((wordIn) => ({
        ...(password ? {} : { currentPassword: wordIn('password.currentRequired') }),
        ...(wordTyped ? {} : { confirmation: wordIn('delete.wordMismatch', { word: wordIn('delete.word') }) }),
      }));
    setBusy(true);
    form.clear();
    try {
      await remove.mutateAsync({ body: { currentPassword: password, confirmation: word.trim() } });
    } catch (error) {
      form.fail(error);
      setBusy(false);
      onError?.(error);
      return;
    }
    toast.show({ tone: 'success', title: t('delete.doneTitle'), description: t('delete.done') });
    await onDeleted?.();
    // The API revoked every session; what this browser holds of it goes too.
    session.clear();
    queryClient.clear();
  };

  return (
    <SectionCard
      name="delete"
      title={t('delete.title')}
      description={t('delete.lead')}
      headingLevel={headingLevel}
      state="danger"
      className={className}
    >
      <div {...part('sectionActions', { className: 'propre-wrap' })}>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setWord('');
              setPassword('');
              form.clear();
            }
          }}
          trigger={
            <Button variant="danger" {...part('deleteOpen')}>
              {t('delete.open')}
            </Button>
          }
          title={t('delete.title')}
          description={t('delete.warning')}
          size="md"
        >
          <form ref={form.formRef} {...part('deleteForm')} noValidate onSubmit={(event) => void submit(event)}>
            <div {...part('deleteSummary', { className: 'propre-stack' })}>
              <p {...part('deleteLostTitle', { className: 'propre-label' })}>{t('delete.lostTitle')}</p>
              <ul {...part('deleteLost', { className: 'propre-stack' })}>
                <li>{t('delete.lost.profile')}</li>
                <li>{t('delete.lost.properties')}</li>
                <li>{t('delete.lost.messages')}</li>
                <li>{t('delete.lost.signIn')}</li>
              </ul>
              <p {...part('deleteKept', { className: 'propre-hint' })}>{t('delete.kept')}</p>
            </div>
            {errors.form && <FormAlert ref={form.alertRef} problem={errors.form} />}
            <CurrentPasswordField
              name="currentPassword"
              value={password}
              error={errors.currentPassword}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                form.clearField('currentPassword');
              }}
            />
            <TextField
              label={t('delete.confirmLabel', { word: expected })}
              name="confirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={word}
              error={errors.confirmation}
              onChange={(event) => {
                setWord(event.currentTarget.value);
                form.clearField('confirmation');
              }}
            />
            <div {...part('deleteActions', { className: 'propre-wrap' })}>
              <DialogClose>
                <Button variant="secondary">{t('common:actions.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="danger" loading={busy} {...part('deleteConfirm')}>
                {t('delete.confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      </div>
    </SectionCard>
  );
}
