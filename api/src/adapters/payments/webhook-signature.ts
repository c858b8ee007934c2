import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';

/** Stripe's tolerance for a signature's timestamp: an older (or replayed) delivery is refused. */
export const webhookToleranceSeconds = 300;

/**
 * Signs a payload as Stripe signs webhooks (`t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`):
 * the local provider delivers its events with it, so both providers go through one check.
 */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

/**
 * The event, when the signature is valid and at most 300 s old; rejects otherwise (the official
 * check). `stripe` is imported on the first webhook rather than at start.
 */
export async function verifyWebhook(rawBody: Buffer | string, signature: string, secret: string): Promise<Stripe.Event> {
  const { default: StripeClient } = await import('stripe');
  return StripeClient.webhooks.constructEvent(rawBody, signature, secret, webhookToleranceSeconds);
}
