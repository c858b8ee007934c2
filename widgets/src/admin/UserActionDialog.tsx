import { admin } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPart } from './parts.ts';
import { adminTexts } from './texts.ts';
import type { AdminUser } from './types.ts';

export interface UserActionDialogProps {
  /** `suspend` asks for the reason kept on file; `reactivate` only asks to confirm. */
  action: 'suspend' | 'reactivate';
  user: AdminUser;
  /** Called with the account as the API answered, once the action is done. */
  onDone?: ((user: AdminUser) => void) | undefined;
}

type Field = 'reason';
const order: readonly Field[] = ['reason'];

/**
 * Suspending (admin.suspendUser, with a reason of 10–500 characters checked before sending and by
 * the API) or reactivating (admin.reactivateUser) an account, confirmed in a dialog; a refusal is
 * said in the dialog, in the person's language. The SDK refreshes the detail after either.
 */
export function UserActionDialog({ action, user, onDone }: UserActionDialogProps) {
  const { t, part } = useEntry<AdminPart>(adminTexts);
  const { client } = usePropre();
  const toast = useToast();
  const suspend = useMutation(admin.suspendUser(client));
  const reactivate = useMutation(admin.reactivateUser(client));
  const [reason, setReason] = useState('');
  const form = useForm({ order, placement: { fields: { reason: 'reason' }, title: t(`user.${action}.failed`) }, t });
  const asks = action === 'suspend';
  const length = reason.trim().length;

  return (
    <FormDialog
      trigger={
        <Button variant={asks ? 'danger' : 'primary'} {...part(asks ? 'suspendOpen' : 'reactivateOpen')}>
          {t(`user.${action}.open`)}
        </Button>
      }
      title={t(`user.${action}.title`, { name: user.name })}
      description={t(`user.${action}.description`)}
      form={form}
      check={() =>
        asks && length < 10
          ? (wordIn) => ({ reason: wordIn('user.suspend.reasonShort') })
          : asks && length > 500
            ? (wordIn) => ({ reason: wordIn('user.suspend.reasonLong') })
            : null
      }
      send={async () => {
        const path = { userId: user.id };
        const done = asks
          ? await suspend.mutateAsync({ path, body: { reason: reason.trim() } })
          : await reactivate.mutateAsync({ path });
        setReason('');
        toast.show({ tone: 'success', title: t(`user.${action}.done`) });
        onDone?.(done);
      }}
      busy={suspend.isPending || reactivate.isPending}
      formPart={part('actionForm')}
      buttonsPart={part('actionButtons', { className: 'propre-wrap' })}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={t(`user.${action}.confirm`)}
      submitVariant={asks ? 'danger' : 'primary'}
      submitPart={part('confirm')}
    >
      {asks ? (
        <TextField
          {...form.input('reason', reason, setReason)}
          label={t('user.suspend.reason')}
          hint={t('user.suspend.reasonHint')}
          autoComplete="off"
          maxLength={600}
        />
      ) : null}
    </FormDialog>
  );
}
