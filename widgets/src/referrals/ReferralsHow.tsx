import { usePropre } from '../context/hooks.ts';
import { formatMoney } from '../i18n/format.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Card } from '../ui/Card.tsx';
import { usePart } from '../ui/part.ts';
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
  const { t } = useEntryTranslation(referralsTexts);
  const { locale } = usePropre();
  const part = usePart<ReferralsPart>('referrals');
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
