import { lazy, type ReactNode, Suspense } from 'react';
import { bookingNs } from '../i18n/bundles/booking.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

// Loaded only for a signed-out visitor: most people booking are signed in already.
const LoginWidget = lazy(async () => ({ default: (await import('../login/LoginWidget.tsx')).LoginWidget }));

export interface InlineSignInProps {
  /** Where to create an account; the login widget links to it. */
  registerHref?: string;
  forgotPasswordHref?: string;
  /** A sign-up form rendered in place of the link (e.g. the auth widgets' RegisterWidget). */
  register?: ReactNode;
}

/**
 * A visitor signs in (or creates an account) without leaving the booking: the choices made so
 * far stay in the widget, and it goes on by itself once the session has a user.
 */
export function InlineSignIn({ registerHref, forgotPasswordHref, register }: InlineSignInProps) {
  const { t } = useWidgetTranslation(bookingNs);
  return (
    <div className="propre-book-step propre-book-signin" data-part="step-account">
      <p className="propre-book-lead">{t('book.account.lead')}</p>
      <Suspense fallback={<Skeleton shape="rect" height="20rem" />}>
        <LoginWidget
          headingLevel={3}
          title={t('book.account.title')}
          subtitle={false}
          createAccountHref={registerHref}
          forgotPasswordHref={forgotPasswordHref}
          className="propre-book-login"
        />
      </Suspense>
      {register}
    </div>
  );
}
