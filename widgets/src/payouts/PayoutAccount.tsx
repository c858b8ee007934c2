import { useId } from 'react';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';
import type { ConnectAccount, ConnectStatus } from './types.ts';

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

export interface PayoutAccountProps {
  account: ConnectAccount;
  onStartOnboarding?: () => void;
  busy?: boolean;
  error?: unknown;
  headingLevel: 2 | 3 | 4;
}

/** The payout account (Stripe Connect): its status in words, and the way to the provider's onboarding. */
export function PayoutAccount({ account, onStartOnboarding, busy, error, headingLevel }: PayoutAccountProps) {
  const { t, part } = useEntry<PayoutsPart>(payoutsTexts);
  const id = useId();
  const state: AccountState = account.accountCreated ? account.status : 'none';
  const next = action[state];
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('account', { state })} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {t('account.title')}
      </Heading>
      <Badge tone={tones[state]} {...part('accountStatus')}>
        {t(`account.status.${state}`)}
      </Badge>
      <p {...part('accountText')}>{t(`account.text.${state}`)}</p>
      {next && onStartOnboarding ? (
        <Button
          size="lg"
          fullWidth
          variant={state === 'none' ? 'primary' : 'secondary'}
          loading={busy}
          onClick={onStartOnboarding}
          {...part('accountButton')}
        >
          {t(`account.${next}`)}
        </Button>
      ) : null}
      {error ? (
        <div {...part('accountProblem')}>
          <ProblemAlert error={error} title={t('account.failed')} />
        </div>
      ) : null}
    </section>
  );
}
