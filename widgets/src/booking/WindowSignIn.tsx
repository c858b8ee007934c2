import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { brands } from '../theme/brands.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import type { SignInWindow } from './types.ts';

/**
 * Signing in through a window on the marketplace's own site (the script-tag embed): one button,
 * so the password is never typed on the partner's page. A window the browser blocked, or one
 * that failed, is said beside the button; a window the person closed changes nothing.
 */
export function WindowSignIn({ signInWindow }: { signInWindow: SignInWindow }) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  const { brand } = usePropre();
  const [pending, setPending] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const open = async () => {
    setPending(true);
    setBlocked(false);
    setError(null);
    try {
      setBlocked((await signInWindow()) === 'blocked');
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  const name = brands[brand].name;
  return (
    <div {...part('account')}>
      <p {...part('lead')}>{t('book.account.windowLead', { brand: name })}</p>
      <Button type="button" onClick={open} loading={pending}>
        {t('book.account.windowButton', { brand: name })}
      </Button>
      {blocked && (
        <Alert tone="warning" role="alert">
          {t('book.account.windowBlocked')}
        </Alert>
      )}
      {error ? <ProblemAlert error={error} /> : null}
    </div>
  );
}
