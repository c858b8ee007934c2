import { useState } from 'react';
import type { User } from '../context/context.ts';
import { LoginWidget, type LoginWidgetProps } from '../login/index.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AuthPart } from './parts.ts';
import { RegisterWidget, type RegisterWidgetProps } from './RegisterWidget.tsx';
import { authTexts } from './texts.ts';

export type AuthTab = 'login' | 'register';

export interface AuthWidgetProps {
  /** The tab shown, controlled: pair it with `onTabChange` (e.g. to keep it in the URL). */
  tab?: AuthTab;
  defaultTab?: AuthTab;
  onTabChange?: (tab: AuthTab) => void;
  /** Called once signed in or signed up, with how. */
  onSuccess?: (user: User, how: AuthTab) => void;
  /** Props for the sign-in form (remember me, passkey, links…). */
  login?: Omit<LoginWidgetProps, 'onSuccess' | 'createAccountHref'>;
  /** Props for the sign-up form (role, referral code, terms links…). */
  register?: Omit<RegisterWidgetProps, 'onSuccess' | 'loginHref'>;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The /auth page: sign in or create an account, as two tabs (Radix: arrow keys between the
 * tabs, each panel labelled by its tab).
 */
export function AuthWidget({
  tab,
  defaultTab = 'login',
  onTabChange,
  onSuccess,
  login,
  register,
  headingLevel = 2,
  className,
}: AuthWidgetProps) {
  const { t, part } = useEntry<AuthPart>(authTexts);
  const [own, setOwn] = useState<AuthTab>(defaultTab);
  const shown = tab ?? own;
  // Both forms stay mounted (each keeps what was typed); the email typed in one is carried to
  // the other when that one has none yet.
  const [identifier, setIdentifier] = useState(login?.defaultIdentifier ?? '');
  const [email, setEmail] = useState('');
  const change = (next: string) => {
    const value = next === 'register' ? 'register' : 'login';
    if (value === 'register' && email === '' && looksLikeEmail(identifier)) setEmail(identifier.trim());
    if (value === 'login' && identifier === '' && looksLikeEmail(email)) setIdentifier(email.trim());
    if (tab === undefined) setOwn(value);
    onTabChange?.(value);
  };
  return (
    <div {...part('tabs', { state: shown, className })} data-tab={shown}>
      <Tabs
        label={t('authPage.tabs')}
        value={shown}
        onValueChange={change}
        keepMounted
        items={[
          {
            value: 'login',
            label: t('authPage.login'),
            content: (
              <LoginWidget
                headingLevel={headingLevel}
                {...login}
                identifier={identifier}
                onIdentifierChange={(value) => {
                  setIdentifier(value);
                  login?.onIdentifierChange?.(value);
                }}
                onSuccess={(user) => onSuccess?.(user, 'login')}
              />
            ),
          },
          {
            value: 'register',
            label: t('authPage.register'),
            content: (
              <RegisterWidget
                headingLevel={headingLevel}
                {...register}
                email={email}
                onEmailChange={(value) => {
                  setEmail(value);
                  register?.onEmailChange?.(value);
                }}
                onSuccess={(user) => onSuccess?.(user, 'register')}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** A sign-in identifier is an email or a username; only an email belongs in the sign-up form. */
function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}
