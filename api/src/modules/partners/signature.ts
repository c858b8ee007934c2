import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header partners verify: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs. */
export const signatureHeader = 'propre-signature';
/** How old a signature a receiver should accept (and what our own verifier allows). */
export const signatureToleranceSeconds = 300;

export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * What a partner's receiver does, in our own words (the README's example; tests use it): the
 * signature must match and be recent. Answers why not, or null when the delivery is genuine.
 */
export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): string | null {
  if (!header) return 'no signature';
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.split('=', 2);
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) return 'no timestamp';
  if (Math.abs(now - timestamp) > signatureToleranceSeconds) return 'timestamp outside the tolerance';
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'no matching signature';
}
