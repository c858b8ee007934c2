import { createHmac } from 'node:crypto';

/** The header partners verify: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs. */
export const signatureHeader = 'propre-signature';

/** Signs a delivery at the moment it is sent (each retry is signed afresh; the body stays the same). */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
