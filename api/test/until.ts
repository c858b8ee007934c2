/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 5_000, everyMs = 25 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  if (await check()) return;
  throw new Error(`timed out waiting for ${what}`);
}
