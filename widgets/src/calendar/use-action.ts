import { useState } from 'react';

/**
 * A call made from a dialog's button: busy while it runs, its refusal kept to be shown beside the
 * button; `close` forgets the refusal and calls `onClose`, as a success does unless `then` is given.
 */
export function useAction(onClose: () => void = () => {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const run = async (call: () => Promise<unknown>, then: () => void = close) => {
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
  };
  return { busy, error, reset: () => setError(null), close, run };
}
