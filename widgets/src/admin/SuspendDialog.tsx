import { admin } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminUser } from './types.ts';

export interface UserActionDialogProps {
  user: AdminUser;
  /** Called with the account as the API answered, once the action is done. */
  onDone?: (user: AdminUser) => void;
  /** Opens the dialog at first (stories, tests). */
  defaultOpen?: boolean;
}

type Field = 'reason';
const order: readonly Field[] = ['reason'];

/**
 * Suspending an account (admin.suspendUser), confirmed in a dialog with the reason kept on file
 * (10–500 characters, checked before sending and by the API); the API revokes every session at once.
 */
export function SuspendDialog({ user, onDone, defaultOpen }: UserActionDialogProps) {
  const { t, part } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const toast = useToast();
  const suspend = useMutation(admin.suspendUser(client));
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const [reason, setReason] = useState('');
  const form = useForm({ order, placement: { fields: { reason: 'reason' }, title: t('user.suspend.failed') }, t });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (suspend.isPending) return;
    const length = reason.trim().length;
    if (length < 10) return form.show((wordIn) => ({ reason: wordIn('user.suspend.reasonShort') }));
    if (length > 500) return form.show((wordIn) => ({ reason: wordIn('user.suspend.reasonLong') }));
    form.clear();
    try {
      const done = await suspend.mutateAsync({ path: { userId: user.id }, body: { reason: reason.trim() } });
      setOpen(false);
      setReason('');
      toast.show({ tone: 'success', title: t('user.suspend.done') });
      onDone?.(done);
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.clear();
      }}
      trigger={
        <Button variant="danger" {...part('suspendOpen')}>
          {t('user.suspend.open')}
        </Button>
      }
      title={t('user.suspend.title', { name: user.name })}
      description={t('user.suspend.description')}
    >
      <form ref={form.formRef} {...part('actionForm')} noValidate onSubmit={(event) => void submit(event)}>
        {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
        <TextField
          {...form.input('reason', reason, setReason)}
          label={t('user.suspend.reason')}
          hint={t('user.suspend.reasonHint')}
          autoComplete="off"
          maxLength={600}
        />
        <div {...part('actionButtons', { className: 'propre-wrap' })}>
          <DialogClose>
            <Button variant="secondary">{t('common:actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={suspend.isPending} {...part('confirm')}>
            {t('user.suspend.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
