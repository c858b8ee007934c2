import { callOperation } from '@propre/sdk';
import { auth } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { formErrorsOf } from '../forms/form-errors.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { type Passkey, PasskeySettingsView, type PasskeySettingsViewProps } from './PasskeySettingsView.tsx';
import { authTexts } from './texts.ts';

export interface PasskeySettingsProps
  extends Omit<PasskeySettingsViewProps, 'passkeys' | 'problem' | 'adding' | 'deletingId' | 'onAdd' | 'onDelete' | 'onRetry'> {
  onAdded?: (passkey: Passkey) => void;
  onDeleted?: (passkey: Passkey) => void;
  onError?: (error: unknown) => void;
  /**
   * Renders nothing where the browser has no WebAuthn (true by default): there is nothing the
   * person could do with the section there.
   */
  hideWhenUnsupported?: boolean;
}

/** The browser could not create a passkey (no authenticator, a security error). */
class PasskeyCreationError extends Error {
  readonly code = 'passkey_failed';
}

type PasskeyModule = typeof import('./passkey-registration.ts');

/**
 * The signed-in person's passkeys (spec: biometric sign-in): list (auth.listPasskeys), add
 * (auth.startPasskeyRegistration → the browser → auth.finishPasskeyRegistration) and delete
 * (auth.deletePasskey). WebAuthn code loads when a person adds one.
 */
export function PasskeySettings({ onAdded, onDeleted, onError, hideWhenUnsupported = true, ...view }: PasskeySettingsProps) {
  const { t } = useEntryTranslation(authTexts);
  const { client, locale } = usePropre();
  const toast = useToast();
  // Known after the first render, so the server's HTML and the browser's first render agree.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'), []);
  const list = useQuery({ ...auth.listPasskeys(client), enabled: supported !== false || !hideWhenUnsupported });
  const [failure, setFailure] = useState<unknown>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: async (name: string) => {
      const { createPasskey }: PasskeyModule = await import('./passkey-registration.ts');
      const options = await callOperation(client, 'post', '/api/auth/passkeys/registration-options');
      if (!options) throw new TypeError('The API answered without passkey options.');
      let response: Awaited<ReturnType<PasskeyModule['createPasskey']>>;
      try {
        response = await createPasskey(options);
      } catch (error) {
        throw error instanceof DOMException ? new PasskeyCreationError(error.message) : error;
      }
      // The person closed the browser's prompt: nothing to add, nothing to report.
      if (!response) return null;
      return (await callOperation(client, 'post', '/api/auth/passkeys', { body: { response, ...(name && { name }) } })) ?? null;
    },
    // The list refreshes as after auth.finishPasskeyRegistration: the SDK's mutation cache reads this.
    meta: auth.finishPasskeyRegistration(client).meta,
    onMutate: () => setFailure(null),
    onSuccess: (passkey) => {
      if (!passkey) return;
      toast.show({ tone: 'success', title: t('passkeys.added'), description: passkey.name });
      onAdded?.(passkey);
    },
    onError: (error) => {
      setFailure(error);
      onError?.(error);
    },
  });

  const remove = useMutation({
    mutationFn: async (passkey: Passkey) => {
      setDeletingId(passkey.id);
      await callOperation(client, 'delete', '/api/auth/passkeys/{passkeyId}', { path: { passkeyId: passkey.id } });
      return passkey;
    },
    meta: auth.deletePasskey(client).meta,
    onMutate: () => setFailure(null),
    onSuccess: (passkey) => {
      toast.show({ tone: 'success', title: t('passkeys.deleted'), description: passkey.name });
      onDeleted?.(passkey);
    },
    onError: (error) => {
      setFailure(error);
      onError?.(error);
    },
    onSettled: () => setDeletingId(null),
  });

  if (hideWhenUnsupported && supported !== true) return null;

  const shown = failure ?? (list.isError ? list.error : null);
  const problem = !shown
    ? null
    : shown instanceof PasskeyCreationError
      ? { title: t('passkeys.failed'), message: t('passkeys.browserFailed'), retryable: false }
      : (formErrorsOf(shown, t, locale, { fields: {}, title: t('passkeys.failed') }).form ?? null);

  return (
    <PasskeySettingsView
      {...view}
      passkeys={list.data?.items ?? (list.isError ? [] : undefined)}
      problem={problem}
      adding={add.isPending}
      deletingId={deletingId}
      onAdd={(name) => add.mutate(name)}
      onDelete={(passkey) => remove.mutate(passkey)}
      onRetry={failure ? undefined : () => void list.refetch()}
    />
  );
}
