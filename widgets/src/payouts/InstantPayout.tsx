import { useId } from 'react';
import { formatMoney } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';
import type { MyPayouts } from './types.ts';

export interface InstantPayoutProps {
  balances: MyPayouts['balances'];
  /** Whether the payout account can receive money: until then the button waits and says why. */
  accountActive: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy?: boolean;
  /** The API's refusal (`insufficient_balance`, `connect_account_not_active`…), shown beside the button. */
  error?: unknown;
  headingLevel: 2 | 3 | 4;
}

/**
 * The instant payout (spec §9: same day, 5 $ fee): the fee is in the text and again in the
 * confirmation, with what reaches the bank, before anything is asked of the API.
 */
export function InstantPayout({
  balances,
  accountActive,
  open,
  onOpenChange,
  onConfirm,
  busy,
  error,
  headingLevel,
}: InstantPayoutProps) {
  const { t, part, locale } = useEntry<PayoutsPart>(payoutsTexts);
  const id = useId();
  const money = (cents: number) => formatMoney(cents, locale);
  // What the API pays out (payments.requestInstantPayout): all that is available, less the fee.
  const net = Math.max(0, balances.available - balances.instantFee);
  const Heading = `h${headingLevel}` as const;
  const rows = [
    { key: 'amount', amount: balances.available },
    { key: 'fee', amount: -balances.instantFee },
    { key: 'net', amount: net },
  ] as const;
  return (
    <section {...part('instant')} aria-labelledby={id}>
      <Heading id={id} {...part('sectionTitle')}>
        {t('instant.title')}
      </Heading>
      <p {...part('instantHint')}>
        {balances.available <= 0
          ? t('instant.nothing')
          : accountActive
            ? t('instant.text', { fee: money(balances.instantFee) })
            : t('instant.accountFirst', { fee: money(balances.instantFee) })}
      </p>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
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
            <Button size="lg" loading={busy} onClick={onConfirm} {...part('confirmButton')}>
              {t('instant.confirm', { net: money(net) })}
            </Button>
          </div>
        </div>
      </Dialog>
      {error ? (
        <div {...part('instantProblem')}>
          <ProblemAlert error={error} title={t('instant.failed')} />
        </div>
      ) : null}
    </section>
  );
}
