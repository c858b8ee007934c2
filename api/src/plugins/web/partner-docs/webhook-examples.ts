/**
 * The webhook verification examples the partners' documentation shows, as the exact text a
 * partner copies. webhook-examples.test.ts runs both against deliveries signed by our own signing
 * code (modules/partners/signature.ts), so what is shown is what works.
 */

/** Node (18+), no dependency: `verifyPropreSignature(rawBody, header, secret)`. */
export const nodeVerifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';

const toleranceSeconds = 5 * 60;

/**
 * rawBody: the request's body exactly as received (a Buffer or a string, before any JSON parsing);
 * header: the Propre-Signature header; secret: your endpoint's signing secret (whsec_…).
 */
export function verifyPropreSignature(rawBody, header, secret, now = Date.now()) {
  const parts = Object.fromEntries(
    String(header ?? '').split(',').map((item) => {
      const at = item.indexOf('=');
      return [item.slice(0, at).trim(), item.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
`;

/** Python 3, standard library only: `verify_propre_signature(raw_body, header, secret)`. */
export const pythonVerifyExample = `import hashlib
import hmac
import time

TOLERANCE_SECONDS = 5 * 60


def verify_propre_signature(raw_body: bytes, header: str, secret: str, now: float | None = None) -> bool:
    """raw_body: the request's body as received (bytes, before any JSON parsing);
    header: the Propre-Signature header; secret: your endpoint's signing secret (whsec_...)."""
    parts = dict(item.strip().split("=", 1) for item in (header or "").split(",") if "=" in item)
    try:
        timestamp = int(parts.get("t", ""))
    except ValueError:
        return False
    if abs((time.time() if now is None else now) - timestamp) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected.encode(), parts.get("v1", "").encode())
`;
