import { useCallback, useState } from 'react';

/** A call made from a dialog button: busy while it runs, its refusal kept to be shown beside the button. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const reset = useCallback(() => setError(null), []);
  const run = useCallback(async (call: () => Promise<unknown>, then: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      then();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, reset, run };
}
