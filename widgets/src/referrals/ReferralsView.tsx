import { useId } from 'react';
import { formatMoney } from '../i18n/format.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { formatDate } from './format.ts';
import type { CopyState, ReferralOverview, ReferralReward, ReferredUser } from './model.ts';
import type { ReferralsPart } from './parts.ts';
import { ReferralsHow } from './ReferralsHow.tsx';
import { referralsTexts } from './texts.ts';

export type ReferralsStatus = 'loading' | 'error' | 'success';

export interface ReferralsViewProps extends RetryProps {
  status: ReferralsStatus;
  /** The code, link, terms and totals (referrals.getMine); required when `status` is `success`. */
  overview?: ReferralOverview;
  /** The person's rewards, newest first (referrals.listRewards). */
  rewards?: readonly ReferralReward[];
  /** The people who signed up with the code, newest first (referrals.listMine). */
  referred?: readonly ReferredUser[];
  /** Copies the link; the widget shows `copyState` after it. */
  onCopy?: () => void;
  copyState?: CopyState;
  /** The device's share sheet (Web Share API); the button shows only when given. */
  onShare?: () => void;
  /** Whose page it is: a client is told only what their referrals get (a referrer's bonus is for cleaners). */
  viewerRole?: 'client' | 'cleaner' | null;
  headingLevel?: 2 | 3;
  className?: string;
}

const statusTone: Record<ReferralReward['status'], BadgeTone> = {
  pending: 'warning',
  available: 'primary',
  earned: 'success',
  used: 'neutral',
  replaced: 'neutral',
  expired: 'danger',
};

/** The referral page as props only: the code and link to share, the totals, the rewards and the people referred. */
export function ReferralsView(props: ReferralsViewProps) {
  const { status, overview, rewards = [], referred = [], error, onRetry, retrying } = props;
  const { onCopy, copyState = 'idle', onShare, viewerRole = null, headingLevel = 2, className } = props;
  const { t, part, locale } = useEntry<ReferralsPart>(referralsTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const subLevel = (headingLevel + 1) as 3 | 4;

  if (status === 'loading' || (status === 'success' && !overview)) {
    return (
      <div {...part('root', { state: 'loading', className })} aria-busy="true">
        <p className="propre-visually-hidden" role="status">
          {t('loading')}
        </p>
        <div {...part('skeleton')} aria-hidden="true">
          <Skeleton shape="text" width="50%" />
          <Skeleton height="3rem" />
          <Skeleton shape="text" lines={3} />
        </div>
      </div>
    );
  }
  if (status === 'error' || !overview) {
    return (
      <div {...part('root', { state: 'error', className })}>
        <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={headingLevel} />
      </div>
    );
  }

  const money = (cents: number) => formatMoney(cents, locale);
  const empty = rewards.length === 0 && referred.length === 0;
  return (
    <div {...part('root', { state: empty ? 'empty' : 'success', className })}>
      <Card as="section" {...part('share')} aria-labelledby={`${id}-share`}>
        <Heading id={`${id}-share`} {...part('shareHeading')}>
          {t('share.heading')}
        </Heading>
        <p>{t('share.intro')}</p>
        <p {...part('code')}>
          <span className="propre-visually-hidden">{t('share.codeLabel')} </span>
          {overview.code}
        </p>
        <label htmlFor={`${id}-link`}>{t('share.linkLabel')}</label>
        <div {...part('linkRow')}>
          <input
            id={`${id}-link`}
            {...part('link', { className: 'propre-input' })}
            type="text"
            readOnly
            value={overview.link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button {...part('copy', { state: copyState })} onClick={onCopy}>
            {t('share.copy')}
          </Button>
          {onShare ? (
            <Button variant="secondary" {...part('shareButton')} onClick={onShare}>
              {t('share.share')}
            </Button>
          ) : null}
        </div>
        <p {...part('copied', { state: copyState })} role="status">
          {copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.failed') : null}
        </p>
      </Card>

      {empty ? null : (
        <dl {...part('totals')} aria-label={t('totals.label')}>
          <div {...part('total')}>
            <dt>{t('totals.referred', { count: overview.referredCount })}</dt>
            <dd>{overview.referredCount}</dd>
          </div>
          <div {...part('total')}>
            <dt>{t('totals.available')}</dt>
            <dd>{money(overview.rewards.available)}</dd>
          </div>
          <div {...part('total')}>
            <dt>{t('totals.pending')}</dt>
            <dd>{money(overview.rewards.pending)}</dd>
          </div>
          <div {...part('total')}>
            <dt>{t('totals.earned')}</dt>
            <dd>{money(overview.rewards.earned)}</dd>
          </div>
        </dl>
      )}

      {rewards.length > 0 ? (
        <TitledSection
          {...part('rewards')}
          title={t('rewards.heading')}
          headingLevel={subLevel}
          titleProps={part('rewardsHeading')}
        >
          <ul>
            {rewards.map((reward) => (
              <Card as="li" padding="sm" key={reward.id} {...part('reward', { state: reward.status })}>
                <span {...part('rewardAmount')}>{money(reward.amount)}</span>
                <span {...part('rewardWhat')}>
                  {t(`rewards.${reward.kind}`, {
                    name: reward.kind === 'referrer_bonus' ? reward.referredName : reward.referrerName,
                  })}
                </span>
                <Badge tone={statusTone[reward.status]}>{t(`rewards.status.${reward.status}`)}</Badge>
                <span {...part('rewardDate')}>
                  {reward.resolvedAt
                    ? t('rewards.resolved', { date: formatDate(reward.resolvedAt, locale) })
                    : t('rewards.expires', { date: formatDate(reward.expiresAt, locale) })}
                </span>
              </Card>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {referred.length > 0 ? (
        <TitledSection {...part('people')} title={t('people.heading')} headingLevel={subLevel} titleProps={part('peopleHeading')}>
          <ul>
            {referred.map((person) => (
              <Card as="li" padding="sm" key={`${person.name}-${person.joinedAt}`} {...part('person')}>
                <span {...part('personName')}>
                  {person.name} · {t(`people.role.${person.role ?? 'none'}`)}
                </span>
                <span>{t('people.joined', { date: formatDate(person.joinedAt, locale) })}</span>
                <span {...part('personProgress', { state: person.reward?.status ?? 'none' })}>
                  {progressKey(person) === 'none'
                    ? t('people.progress.none')
                    : t(`people.progress.${progressKey(person)}`, { amount: money(person.reward?.amount ?? 0) })}
                </span>
              </Card>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <ReferralsHow terms={overview.terms} empty={empty} viewerRole={viewerRole} headingLevel={headingLevel + 1 === 3 ? 3 : 4} />
    </div>
  );
}

/** What a referred person's reward says: none, pending (waiting for the first job), earned or expired. */
function progressKey(person: ReferredUser): 'none' | 'pending' | 'earned' | 'expired' {
  const status = person.reward?.status;
  if (!status) return 'none';
  return status === 'earned' || status === 'expired' ? status : 'pending';
}
