import { AuthWidget } from '../auth/index.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import type { SignInWindow } from './types.ts';
import { WindowSignIn } from './WindowSignIn.tsx';

export interface InlineSignInProps {
  forgotPasswordHref?: string;
  /** The terms of service, linked from the sign-up form. */
  termsHref?: string;
  /** Sign-in through a window on the marketplace's site instead of the forms (see `BookingWidgetProps`). */
  signInWindow?: SignInWindow;
}

/**
 * A visitor signs in, or creates a client account, without leaving the booking (two tabs, the
 * auth widgets', loaded when shown): the choices made so far stay in the widget, and it goes on
 * by itself once the session has a user.
 */
export function InlineSignIn({ forgotPasswordHref, termsHref, signInWindow }: InlineSignInProps) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  if (signInWindow) return <WindowSignIn signInWindow={signInWindow} />;
  return (
    <div {...part('account')}>
      <p {...part('lead')}>{t('book.account.lead')}</p>
      <AuthWidget
        headingLevel={3}
        login={{ forgotPasswordHref, title: false, subtitle: false }}
        register={{ role: 'client', termsHref, title: false, subtitle: false }}
      />
    </div>
  );
}
