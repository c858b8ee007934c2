import type { SignupRequest } from '@propre/sdk';
import { auth, invalidateStale } from '@propre/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../context/context.ts';
import { usePropre, useToast } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import type { SignInOutcomeProps } from '../login/index.ts';
import { useMounted } from '../ui/use-mounted.ts';
import { type RegisterState, RegisterView, type RegisterViewProps } from './RegisterView.tsx';
import type { SelectableRole } from './RoleChoice.tsx';
import {
  emptyRegisterValues,
  type RegisterField,
  type RegisterValues,
  registerErrors,
  registerFieldOrder,
} from './register-rules.ts';
import { authTexts } from './texts.ts';

export interface RegisterWidgetProps
  extends Omit<
      RegisterViewProps,
      'values' | 'errors' | 'state' | 'attempt' | 'onChange' | 'onSubmit' | 'onRetry' | 'termsVersion' | 'successMessage'
    >,
    SignInOutcomeProps {
  /** The role, controlled: pair it with `onRoleChange`. */
  role?: SelectableRole | '';
  defaultRole?: SelectableRole;
  onRoleChange?: (role: SelectableRole) => void;
  /** The email, controlled: pair it with `onEmailChange` (the /auth tabs carry it to the sign-in form). */
  email?: string;
  onEmailChange?: (email: string) => void;
  /** A referral code to start with (from an invitation link). */
  defaultReferralCode?: string;
  /**
   * The version of the terms the linked page shows; by default the one in force, from the API
   * (auth.getTerms), which also says whether English needs the person's consent.
   */
  termsVersion?: string;
}

const placement = {
  fields: {
    username: 'username',
    email: 'email',
    name: 'name',
    password: 'password',
    gender: 'gender',
    role: 'role',
    referralCode: 'referralCode',
    acceptTerms: 'acceptTerms',
    termsVersion: 'acceptTerms',
  },
  codes: {
    username_taken: 'username',
    email_taken: 'email',
    invalid_email: 'email',
    password_too_common: 'password',
    invalid_referral_code: 'referralCode',
    terms_version_outdated: 'acceptTerms',
    terms_not_accepted: 'acceptTerms',
  },
} as const satisfies { fields: Record<string, RegisterField>; codes: Record<string, RegisterField> };

/**
 * Creates an account through the provider's session (spec §4: a sign-up is kept for the
 * browser session only), with every rule of §5 the browser can check shown beside its field
 * before anything is sent, then the API's answer beside the same fields.
 */
export function RegisterWidget({
  onSuccess,
  onError,
  session: ownSession,
  role: controlledRole,
  defaultRole,
  onRoleChange,
  email: controlledEmail,
  onEmailChange,
  defaultReferralCode = '',
  termsVersion: ownTermsVersion,
  successToast = false,
  renderSuccess,
  ...view
}: RegisterWidgetProps) {
  const { t } = useEntryTranslation(authTexts);
  const propre = usePropre();
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = ownSession ?? propre.session;
  const [values, setValues] = useState<RegisterValues>({
    ...emptyRegisterValues,
    role: defaultRole ?? '',
    referralCode: defaultReferralCode,
  });
  const form = useForm<RegisterField>({
    order: registerFieldOrder,
    placement: { ...placement, title: t('register.errors.failed') },
    t,
  });
  const [state, setState] = useState<RegisterState>('idle');
  const [user, setUser] = useState<User | null>(null);
  const mounted = useMounted();

  const termsQuery = auth.getTerms(propre.client);
  const terms = useQuery(termsQuery);
  const termsVersion = ownTermsVersion ?? terms.data?.version;
  // Until the API says otherwise, English asks for the consent (the side the law is on).
  const englishConsent = terms.data?.englishConsentRequired ?? true;
  const current: RegisterValues = { ...values, role: controlledRole ?? values.role, email: controlledEmail ?? values.email };

  const failWith = (error: unknown) => {
    form.fail(error);
    setState('error');
  };

  const submit = async () => {
    const local = registerErrors(current, propre.locale, t, englishConsent);
    if (Object.keys(local).length > 0) {
      const typed = current;
      form.show((wordIn) => registerErrors(typed, propre.locale, wordIn, englishConsent));
      setState('error');
      return;
    }
    setState('submitting');
    form.clear();
    let accepted: { version: string; englishConsent: boolean };
    try {
      // The terms not loaded yet (or their load failed): ask once more before sending.
      const inForce = termsVersion && terms.data ? terms.data : await queryClient.fetchQuery(termsQuery);
      accepted = { version: termsVersion ?? inForce.version, englishConsent: inForce.englishConsentRequired };
    } catch (error) {
      if (mounted.current) failWith(error);
      onError?.(error);
      return;
    }
    const referralCode = current.referralCode.trim();
    const request: SignupRequest = {
      username: current.username,
      email: current.email.trim(),
      name: current.name.trim(),
      password: current.password,
      role: current.role as SelectableRole,
      gender: current.gender as SignupRequest['gender'],
      acceptTerms: true,
      termsVersion: accepted.version,
      // The API records the terms' language as this one: English only with the consent above
      // when the terms in force need it.
      language: propre.locale === 'en' && (current.englishConsent || !accepted.englishConsent) ? 'en' : 'fr',
      ...(referralCode && { referralCode }),
    };
    try {
      const signedUp = await session.signup(request);
      // Who is signed in changed: every answer the SDK cached was someone else's view.
      await invalidateStale(queryClient, '*');
      if (successToast) {
        toast.show({
          tone: 'success',
          title: t('register.success.title'),
          description: t('register.success.message', { name: firstName(signedUp) }),
        });
      }
      if (mounted.current) {
        setValues((previous) => ({ ...previous, password: '' }));
        setUser(signedUp);
        setState('success');
      }
      onSuccess?.(signedUp);
    } catch (error) {
      if (mounted.current) failWith(error);
      onError?.(error);
    }
  };

  const onChange = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    // A field's error goes once the person changes it; the others stay until the next attempt.
    form.clearField(field);
    if (field === 'role') {
      onRoleChange?.(value as SelectableRole);
      if (controlledRole !== undefined) return;
    }
    if (field === 'email') {
      onEmailChange?.(value as string);
      if (controlledEmail !== undefined) return;
    }
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  return (
    <RegisterView
      {...view}
      values={current}
      errors={form.errors}
      attempt={form.attempt}
      state={state}
      termsVersion={termsVersion}
      englishConsent={englishConsent}
      onChange={onChange}
      onSubmit={submit}
      onRetry={submit}
      successMessage={user && (renderSuccess ? renderSuccess(user) : t('register.success.message', { name: firstName(user) }))}
    />
  );

  function firstName(signedUp: User): string {
    return signedUp.name.split(' ')[0] || signedUp.username;
  }
}
