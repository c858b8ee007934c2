import { callOperation, type LoginRequest, type PropreError } from '@propre/sdk';
import { invalidateStale } from '@propre/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { PropreSession, User } from '../context/context.ts';
import { usePropre, useToast } from '../context/hooks.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { useMounted } from '../ui/use-mounted.ts';
import { type LoginState, type LoginValues, LoginView, type LoginViewProps } from './LoginView.tsx';
import { loginErrors, PasskeyUnavailableError, requiredErrors } from './login-errors.ts';
import { loginTexts } from './texts.ts';

/** What a form that signs a person in (the sign-in, the sign-up) tells its host, and shows once done. */
export interface SignInOutcomeProps {
  /** Called once signed in, with the user the API returned (and the session now holds). */
  onSuccess?: (user: User) => void;
  /** Called with every failed attempt (`ProblemError`, `NetworkError`, `TimeoutError`…), after the form shows it. */
  onError?: (error: unknown) => void;
  /** The session to sign in to; the provider's by default. */
  session?: PropreSession;
  /**
   * Also says it in the provider's toast region (spec §8's success toast): for a host that leaves
   * the page on success, where the widget's own message would not be seen. Off by default.
   */
  successToast?: boolean;
  /** What the widget shows once signed in; by default a short welcome with the person's name. */
  renderSuccess?: (user: User) => ReactNode;
}

export interface LoginWidgetProps
  extends Omit<LoginViewProps, 'values' | 'errors' | 'state' | 'pending' | 'attempt' | 'onChange' | 'onSubmit' | 'onPasskey'>,
    SignInOutcomeProps {
  /**
   * The session to sign in to; the provider's by default. Which of the API's two sign-in
   * operations it calls is the session's choice: `createPropreSession(client, { variant: 'short' })`
   * signs in with POST /api/login, the default (`'auth'`) with POST /api/auth/login.
   */
  session?: PropreSession;
  /** The identifier (email or username), controlled: pair it with `onIdentifierChange`. */
  identifier?: string;
  /** The identifier's first value, uncontrolled (e.g. remembered from the last visit). */
  defaultIdentifier?: string;
  onIdentifierChange?: (identifier: string) => void;
  defaultRemember?: boolean;
  /** Offers a passkey where the browser supports them (`window.PublicKeyCredential`); true by default. */
  passkey?: boolean;
}

type PasskeyModule = typeof import('./passkey.ts');

/** Whether passkeys can be offered; false on the server and in browsers without WebAuthn. */
function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

const fieldOrder = ['identifier', 'password'] as const;

/**
 * Sign in with an email or username and a password (or a passkey), through the provider's
 * session so the signed-in state is kept as spec §4 says: long-term with "remember me", for the
 * browser session otherwise.
 */

export function LoginWidget({
  onSuccess,
  onError,
  session: ownSession,
  identifier: controlledIdentifier,
  defaultIdentifier = '',
  onIdentifierChange,
  defaultRemember = false,
  passkey = true,
  successToast = false,
  renderSuccess,
  ...view
}: LoginWidgetProps) {
  const { t } = useEntryTranslation(loginTexts);
  const propre = usePropre();
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = ownSession ?? propre.session;
  const [values, setValues] = useState<LoginValues>({ identifier: defaultIdentifier, password: '', remember: defaultRemember });
  // What went wrong is worded at each render (the forms kit keeps how to word it): switching
  // language after a failed attempt shows the alert and field errors in the new language.
  const form = useForm({ order: fieldOrder, placement: { fields: {} }, t });
  const [state, setState] = useState<LoginState>('idle');
  const [pending, setPending] = useState<'password' | 'passkey'>('password');
  const [user, setUser] = useState<User | null>(null);
  // Passkeys are offered after the first render, so the server's HTML and the browser's first render agree.
  const [canPasskey, setCanPasskey] = useState(false);
  useEffect(() => setCanPasskey(passkey && browserHasPasskeys()), [passkey]);
  const mounted = useMounted();

  const identifier = controlledIdentifier ?? values.identifier;
  const current: LoginValues = { ...values, identifier };

  const welcome = (signedIn: User): string => t('success.message', { name: signedIn.name.split(' ')[0] || signedIn.username });

  const fail = (error: unknown) => {
    if (!mounted.current) return;
    form.show((wordIn) => loginErrors(error, wordIn, propre.locale));
    setState('error');
    onError?.(error);
  };
  const succeed = (signedIn: User) => {
    if (successToast) toast.show({ tone: 'success', title: t('success.title'), description: welcome(signedIn) });
    if (!mounted.current) return;
    setValues((previous) => ({ ...previous, password: '' }));
    form.clear();
    setUser(signedIn);
    setState('success');
    onSuccess?.(signedIn);
  };

  const signIn = async (body: LoginRequest, remember: boolean): Promise<User> => {
    const signedIn = await session.login(body, { remember });
    // Who is signed in changed: every answer the SDK cached was someone else's view.
    await invalidateStale(queryClient, '*');
    return signedIn;
  };

  const submit = async () => {
    const required = requiredErrors(current, t);
    if (required.identifier || required.password) {
      const typed = current;
      form.show((wordIn) => requiredErrors(typed, wordIn));
      setState('error');
      return;
    }
    setPending('password');
    setState('submitting');
    form.clear();
    try {
      succeed(await signIn({ email: current.identifier.trim(), password: current.password }, current.remember));
    } catch (error) {
      fail(error as PropreError);
    }
  };

  const signInWithPasskey = async () => {
    setPending('passkey');
    setState('submitting');
    form.clear();
    try {
      // Loaded on first use: most sign-ins use a password, and the page does not pay for WebAuthn.
      const { getPasskeyAssertion }: PasskeyModule = await import('./passkey.ts');
      // Outside the mutation cache, where the provider takes a 401 for the end of a session: a
      // sign-in's 401 is a refused passkey.
      const started = await callOperation(propre.client, 'post', '/api/auth/passkeys/login-options');
      if (!started) throw new TypeError('The API answered without passkey options.');
      const { challengeId, options } = started;
      const response = await getPasskeyAssertion(options);
      if (!response) {
        // The person closed the browser's prompt: back to the form, nothing to report.
        if (mounted.current) setState('idle');
        return;
      }
      const answer = await callOperation(propre.client, 'post', '/api/auth/passkeys/login', {
        body: { challengeId, response, rememberMe: current.remember },
      });
      // The session takes the whole answer: a bearer session keeps the token, a cookie session the user.
      if (!answer) throw new TypeError('The API answered a sign-in without its session.');
      session.adopt(answer, { remember: current.remember });
      await invalidateStale(queryClient, '*');
      succeed(answer.user);
    } catch (error) {
      fail(error instanceof DOMException ? new PasskeyUnavailableError(error) : error);
    }
  };

  const onChange = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    // A field's error goes once the person changes it; the others stay until the next attempt.
    if (field === 'identifier' || field === 'password') {
      form.clearField(field);
    }
    if (field === 'identifier') {
      onIdentifierChange?.(value as string);
      if (controlledIdentifier !== undefined) return;
    }
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const successMessage = user && (renderSuccess ? renderSuccess(user) : welcome(user));

  return (
    <LoginView
      {...view}
      values={current}
      errors={form.errors}
      attempt={form.attempt}
      state={state}
      pending={pending}
      onChange={onChange}
      onSubmit={submit}
      onPasskey={canPasskey ? signInWithPasskey : undefined}
      successMessage={successMessage}
    />
  );
}
