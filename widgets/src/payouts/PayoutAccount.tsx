import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { PayoutsSection } from './PayoutsSection.tsx';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';
import type { ConnectAccount, ConnectStatus, OnboardingState } from './types.ts';

type AccountState = ConnectStatus | 'none';

const tones: Record<AccountState, BadgeTone> = {
  none: 'warning',
  inactive: 'warning',
  incomplete: 'warning',
  pendingRequirements: 'warning',
  pending: 'info',
  restricted: 'danger',
  active: 'success',
};

/** Where the cleaner has something to do at the provider: set the account up, or finish it. */
const action: Partial<Record<AccountState, 'setup' | 'resume'>> = {
  none: 'setup',
  inactive: 'setup',
  incomplete: 'resume',
  pendingRequirements: 'resume',
  restricted: 'resume',
};

export interface PayoutAccountProps extends OnboardingState {
  account: ConnectAccount;
  headingLevel: 2 | 3 | 4;
}

/** The payout account (Stripe Connect): its status in words, and the way to the provider's onboarding. */
export function PayoutAccount({ account, onStartOnboarding, onboardingBusy, onboardingError, headingLevel }: PayoutAccountProps) {
  const { t, part } = useEntry<PayoutsPart>(payoutsTexts);
  const state: AccountState = account.accountCreated ? account.status : 'none';
  const next = action[state];
  return (
    <PayoutsSection name="account" state={state} headingLevel={headingLevel}>
      <Badge tone={tones[state]} {...part('accountStatus')}>
        {t(`account.status.${state}`)}
      </Badge>
      <p {...part('accountText')}>{t(`account.text.${state}`)}</p>
      {next && onStartOnboarding ? (
        <Button
          size="lg"
          fullWidth
          variant={state === 'none' ? 'primary' : 'secondary'}
          loading={onboardingBusy}
          onClick={onStartOnboarding}
          {...part('accountButton')}
        >
          {t(`account.${next}`)}
        </Button>
      ) : null}
      <FramedProblem frame={part('accountProblem')} error={onboardingError} title={t('account.failed')} />
    </PayoutsSection>
  );
}
