import '@propre/widgets/discount-popup/styles.css';
import { DiscountPopup } from '@propre/widgets/discount-popup';
import { useLocation } from 'react-router';
import { useConsent } from '../consent/consent-context.ts';
import { routerLink } from '../pages/auth/auth-page-support.tsx';
import { useShell } from '../shell/shell-context.ts';
import { offersDiscountPopup } from './discount-popup-routes.ts';

/**
 * The first-cleaning welcome code, offered to a signed-out visitor on a reading page — and only
 * once the privacy question is answered: one question at a time.
 */
export function DiscountOffer() {
  const { pathname } = useLocation();
  const { user, sessionStatus } = useShell();
  const { choice } = useConsent();
  const offered = choice !== null && offersDiscountPopup(pathname, { status: sessionStatus, role: user?.role ?? null });
  return <DiscountPopup disabled={!offered} renderLink={routerLink} />;
}
