import { formatMoney } from '../i18n/format.ts';
import { Card } from '../ui/Card.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ReferralOverview } from './model.ts';
import type { ReferralsPart } from './parts.ts';
import { referralsTexts } from './texts.ts';

export interface ReferralsHowProps {
  terms: ReferralOverview['terms'];
  /** Nobody referred yet: the section says so first. */
  empty: boolean;
  headingLevel: 3 | 4;
  viewerRole: 'client' | 'cleaner' | null;
}

/** How the programme works, with the amounts and validity the API gives (spec §9). */
export function ReferralsHow({ terms, empty, headingLevel, viewerRole }: ReferralsHowProps) {
  const { t, part, locale } = useEntry<ReferralsPart>(referralsTexts);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="section" {...part('how', { state: empty ? 'empty' : 'filled' })}>
      <Heading>{empty ? t('how.empty') : t('how.heading')}</Heading>
      <ul>
        <li>{t('how.client', { credit: formatMoney(terms.welcomeCredit, locale) })}</li>
        {viewerRole === 'client' ? null : (
          <li>
            {t(viewerRole === 'cleaner' ? 'how.cleanerOwn' : 'how.cleaner', { bonus: formatMoney(terms.referrerBonus, locale) })}
          </li>
        )}
        <li>{t('how.validity', { months: terms.validityMonths })}</li>
      </ul>
    </Card>
  );
}
