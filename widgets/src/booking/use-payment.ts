import { useCallback, useRef, useState } from 'react';

/** Spec §4's payment steps, in order, each shown to the person. */
export const paymentSteps = ['starting', 'confirming', 'processing', 'recording', 'checking', 'completed'] as const;
export type PaymentStep = (typeof paymentSteps)[number];

export type PaymentStatus = 'idle' | 'running' | 'failed' | 'succeeded';

export interface PaymentProgressState {
  status: PaymentStatus;
  /** The step running (or the one that failed, or `completed`); null before the first attempt. */
  step: PaymentStep | null;
  error: unknown;
}

export const idleProgress: PaymentProgressState = { status: 'idle', step: null, error: null };

/** What one attempt does: `step(name)` marks each stage as it starts; the result is the attempt's outcome. */
export type PaymentAttempt<Result> = (context: { step: (step: PaymentStep) => void; idempotencyKey: string }) => Promise<Result>;

/**
 * Runs payments so that money moves at most once per attempt:
 * - one attempt at a time: a second click while one runs does nothing (a ref, not state, so two
 *   clicks in the same frame cannot both pass);
 * - an Idempotency-Key per attempt, derived from what is paid for: retrying the same request
 *   (after a network failure, a timeout, a double click that got through) sends the same key, so
 *   the API answers with the first outcome instead of charging again; changing the card or the
 *   booking makes a new attempt with a new key.
 */
export function usePayment<Result>() {
  const [progress, setProgress] = useState<PaymentProgressState>(idleProgress);
  const running = useRef(false);
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const keyFor = useCallback((fingerprint: string) => {
    const last = lastAttempt.current;
    if (last && last.fingerprint === fingerprint) return last.key;
    const key = crypto.randomUUID();
    lastAttempt.current = { fingerprint, key };
    return key;
  }, []);

  const run = useCallback(
    async (fingerprint: string, attempt: PaymentAttempt<Result>): Promise<Result | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      let current: PaymentStep = 'starting';
      setProgress({ status: 'running', step: current, error: null });
      const step = (next: PaymentStep) => {
        current = next;
        setProgress({ status: next === 'completed' ? 'succeeded' : 'running', step: next, error: null });
      };
      try {
        const result = await attempt({ step, idempotencyKey: keyFor(fingerprint) });
        step('completed');
        return result;
      } catch (error) {
        setProgress({ status: 'failed', step: current, error });
        throw error;
      } finally {
        running.current = false;
      }
    },
    [keyFor],
  );

  const reset = useCallback(() => setProgress(idleProgress), []);
  return { progress, run, reset, isRunning: () => running.current };
}
