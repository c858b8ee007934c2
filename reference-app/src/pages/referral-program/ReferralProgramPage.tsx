import '@propre/widgets/commercial-referral/styles.css';
import { ProblemError } from '@propre/sdk';
import { referrals } from '@propre/sdk/query';
import { CommercialReferralForm } from '@propre/widgets/commercial-referral';
import { usePropre } from '@propre/widgets/provider';
import { Alert, buttonClassName, Skeleton, VisuallyHidden } from '@propre/widgets/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useBrandName } from '../../shell/shell-context.ts';
import { PublicPage } from '../public/PublicPage.tsx';
import { PublicSections } from '../public/PublicSections.tsx';
import { keepInvitationCode, normalizeCode, readInvitationCode, registerHref } from './invitation-code.ts';

/** The API's answers that mean "this is no code" (rather than "try again"). */
const isRefused = (error: unknown) => error instanceof ProblemError && (error.status === 422 || error.status === 400);

/** Cents as the person reads an amount: « 10 $ », "$10". */
function dollars(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** Keeps search engines off a page that carries one person's code (the API's header says it too). */
function useNoIndex(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, [active]);
}

/**
 * /referral-program: the programme for a visitor, and the page an invitation link opens
 * (`?code=`, referrals.getMine's link). With a code it says who invites the visitor and what
 * the code is worth (referrals.getInvitation), keeps it for the tab, and leads to the sign-up
 * with it filled in; a refused code is said plainly and forgotten. Below, the programme and the
 * commercial-property referral to the partner.
 */
export function ReferralProgramPage() {
  const { t } = useAppTranslation('public');
  const [params] = useSearchParams();
  const fromLink = normalizeCode(params.get('code'));
  const code = fromLink ?? readInvitationCode();
  useNoIndex(params.has('code'));

  return (
    <PublicPage page="referralProgram">
      {params.has('code') && !fromLink ? (
        <InvalidCode />
      ) : code ? (
        <Invitation code={code} fromLink={fromLink !== null} />
      ) : (
        <div className="app-actions">
          <Link to="/register" className={buttonClassName({ variant: 'primary' })}>
            {t('referralProgram.invitation.signUp')}
          </Link>
          <Link to="/pricing" className={buttonClassName({ variant: 'secondary' })}>
            {t('common.seePricing')}
          </Link>
        </div>
      )}
      <PublicSections page="referralProgram" />
      <div className="app-referral-commercial">
        <CommercialReferralForm headingLevel={2} />
      </div>
    </PublicPage>
  );
}

function Invitation({ code, fromLink }: { code: string; fromLink: boolean }) {
  const { t } = useAppTranslation('public');
  const { client, locale } = usePropre();
  const brand = useBrandName();
  const invitation = useQuery({ ...referrals.getInvitation(client, code), retry: false });
  const refused = invitation.isError && isRefused(invitation.error);

  useEffect(() => {
    if (invitation.isSuccess) keepInvitationCode(invitation.data.code);
    else if (refused) keepInvitationCode(null);
    else if (fromLink) keepInvitationCode(code);
  }, [invitation.isSuccess, invitation.data, refused, fromLink, code]);

  if (refused) return <InvalidCode />;
  if (invitation.isPending) {
    return (
      <div className="app-referral-invitation" aria-busy="true">
        <VisuallyHidden role="status">{t('referralProgram.invitation.checking')}</VisuallyHidden>
        <Skeleton shape="text" width="50%" />
        <Skeleton shape="text" lines={3} />
      </div>
    );
  }
  const terms = invitation.data?.terms;
  const words = {
    brand,
    name: invitation.data?.referrerName ?? '',
    credit: terms ? dollars(terms.welcomeCredit, locale) : '',
    bonus: terms ? dollars(terms.referrerBonus, locale) : '',
    months: terms?.validityMonths ?? 6,
    code,
  };
  return (
    <section className="app-referral-invitation" aria-labelledby="invitation-title">
      <h2 id="invitation-title">
        {invitation.data ? t('referralProgram.invitation.title', words) : t('referralProgram.invitation.titleUnchecked', words)}
      </h2>
      {invitation.isError && (
        <Alert tone="info" role="status">
          {t('referralProgram.invitation.unchecked', words)}
        </Alert>
      )}
      <p>
        {t('referralProgram.invitation.codeIs')} <code className="app-referral-code">{code}</code>
      </p>
      {terms && (
        <div className="app-referral-rewards">
          <div>
            <h3>{t('referralProgram.invitation.clientTitle')}</h3>
            <p>{t('referralProgram.invitation.clientBody', words)}</p>
            <Link to={registerHref(code, 'client')} className={buttonClassName({ variant: 'primary' })}>
              {t('referralProgram.invitation.clientAction')}
            </Link>
          </div>
          <div>
            <h3>{t('referralProgram.invitation.cleanerTitle')}</h3>
            <p>{t('referralProgram.invitation.cleanerBody', words)}</p>
            <Link to={registerHref(code, 'cleaner')} className={buttonClassName({ variant: 'secondary' })}>
              {t('referralProgram.invitation.cleanerAction')}
            </Link>
          </div>
        </div>
      )}
      {!terms && (
        <div className="app-actions">
          <Link to={registerHref(code, 'client')} className={buttonClassName({ variant: 'primary' })}>
            {t('referralProgram.invitation.clientAction')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** A code no account has (or a link cut short): said plainly; the sign-up still works without it. */
function InvalidCode() {
  const { t } = useAppTranslation('public');
  useEffect(() => keepInvitationCode(null), []);
  return (
    <div className="app-referral-invitation">
      <Alert tone="warning" role="alert" title={t('referralProgram.invitation.invalidTitle')}>
        <p>{t('referralProgram.invitation.invalidBody')}</p>
      </Alert>
      <div className="app-actions">
        <Link to="/register" className={buttonClassName({ variant: 'primary' })}>
          {t('referralProgram.invitation.signUpWithout')}
        </Link>
      </div>
    </div>
  );
}
