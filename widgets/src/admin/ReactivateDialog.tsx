import { admin } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPart } from './parts.ts';
import type { UserActionDialogProps } from './SuspendDialog.tsx';
import { adminTexts } from './texts.ts';

/** Reactivating a suspended account (admin.reactivateUser), confirmed in a dialog. */
export function ReactivateDialog({ user, onDone, defaultOpen }: UserActionDialogProps) {
  const { t, part } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const toast = useToast();
  const reactivate = useMutation(admin.reactivateUser(client));
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const form = useForm<never>({ order: [], placement: { fields: {}, title: t('user.reactivate.failed') }, t });

  const confirm = async () => {
    if (reactivate.isPending) return;
    form.clear();
    try {
      const done = await reactivate.mutateAsync({ path: { userId: user.id } });
      setOpen(false);
      toast.show({ tone: 'success', title: t('user.reactivate.done') });
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
        <Button variant="primary" {...part('reactivateOpen')}>
          {t('user.reactivate.open')}
        </Button>
      }
      title={t('user.reactivate.title', { name: user.name })}
      description={t('user.reactivate.description')}
    >
      {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
      <div {...part('actionButtons', { className: 'propre-wrap' })}>
        <DialogClose>
          <Button variant="secondary">{t('common:actions.cancel')}</Button>
        </DialogClose>
        <Button variant="primary" loading={reactivate.isPending} onClick={() => void confirm()} {...part('confirm')}>
          {t('user.reactivate.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
