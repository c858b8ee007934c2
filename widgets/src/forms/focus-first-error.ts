import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the first field in error, in the form's `order` (found by its `name`), or
 * else to the alert, each time `attempt` changes: a person using a keyboard or a screen reader
 * lands on what needs fixing, and typing afterwards never pulls the focus back.
 */
export function useFocusFirstError(
  attempt: number | undefined,
  order: readonly string[] | undefined,
  errors: Readonly<Record<string, unknown>> | undefined,
  form: { current: HTMLElement | null },
  alert: { current: HTMLElement | null },
): void {
  const latest = useRef({ order, errors });
  latest.current = { order, errors };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt, by design.
  useEffect(() => {
    if (!attempt) return;
    const shown = latest.current.errors ?? {};
    const first = latest.current.order?.find((field) => shown[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else if (shown.form) alert.current?.focus();
  }, [attempt]);
}
