import { formatMoney } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { FramedProblem } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { PayoutsSection } from './PayoutsSection.tsx';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';
import type { InstantPayoutState, MyPayouts } from './types.ts';

export interface InstantPayoutProps extends InstantPayoutState {
  balances: MyPayouts['balances'];
  /** Whether the payout account can receive money: until then the button waits and says why. */
  accountActive: boolean;
  headingLevel: 2 | 3 | 4;
}

const nothing = () => {};

/**
 * The instant payout (spec §9: same day, 5 $ fee): the fee is in the text and again in the
 * confirmation, with what reaches the bank, before anything is asked of the API.
 */
export function InstantPayout(props: InstantPayoutProps) {
  const { balances, accountActive, instantOpen = false, onInstantOpenChange = nothing, onInstantConfirm = nothing } = props;
  const { instantBusy, instantError, headingLevel } = props;
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const money = (cents: number) => formatMoney(cents, locale);
  // What the API pays out (payments.requestInstantPayout): all that is available, less the fee.
  const net = Math.max(0, balances.available - balances.instantFee);
  const rows = [
    { key: 'amount', amount: balances.available },
    { key: 'fee', amount: -balances.instantFee },
    { key: 'net', amount: net },
  ] as const;
  return (
    <PayoutsSection name="instant" headingLevel={headingLevel}>
      <p {...part('instantHint')}>
        {balances.available <= 0
          ? t('instant.nothing')
          : accountActive
            ? t('instant.text', { fee: money(balances.instantFee) })
            : t('instant.accountFirst', { fee: money(balances.instantFee) })}
      </p>
      <Dialog
        open={instantOpen}
        onOpenChange={onInstantOpenChange}
        trigger={
          <Button size="lg" fullWidth disabled={balances.available <= 0 || !accountActive} {...part('instantButton')}>
            {t('instant.button')}
          </Button>
        }
        title={t('instant.confirmTitle')}
        description={t('instant.confirmDescription')}
        size="sm"
      >
        <div {...part('confirm')}>
          <dl {...part('confirmRows')}>
            {rows.map((row) => (
              <div key={row.key} {...part('confirmRow', { state: row.key })}>
                <dt>{t(`instant.${row.key}`)}</dt>
                <dd>{money(row.amount)}</dd>
              </div>
            ))}
          </dl>
          <div {...part('confirmActions')}>
            <DialogClose>
              <Button variant="secondary" size="lg">
                {t('common:actions.cancel')}
              </Button>
            </DialogClose>
            <Button size="lg" loading={instantBusy} onClick={onInstantConfirm} {...part('confirmButton')}>
              {t('instant.confirm', { net: money(net) })}
            </Button>
          </div>
        </div>
      </Dialog>
      <FramedProblem frame={part('instantProblem')} error={instantError} title={t('instant.failed')} />
    </PayoutsSection>
  );
}
