import type { Stripe } from '@stripe/stripe-js';
import type { RefObject } from 'react';

/**
 * Stripe.js as a host hands it over: its own `loadStripe(key)` promise or instance (a partner
 * page that already loads Stripe), or a stand-in in stories and tests. Without one, the widget
 * loads Stripe.js itself with the publishable key of `GET /api/payments/config`.
 */
export type StripeSource = Stripe | Promise<Stripe | null> | null;

/**
 * Turns what the person entered into the provider's payment method: the `pm_…` id, or null when
 * the entry is incomplete (the form shows why beside the fields). Set by the payment field that
 * is showing, read by the pay button's handler.
 */
export type CollectPaymentMethod = () => Promise<string | null>;
export type PaymentMethodCollector = RefObject<CollectPaymentMethod | null>;
