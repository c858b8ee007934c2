import type { Stripe } from '@stripe/stripe-js';

/**
 * A stand-in for Stripe.js in stories: js.stripe.com cannot be reached here, and Stripe's
 * `<Elements stripe={…}>` takes any object shaped like Stripe.js. Its Payment Element draws a
 * plain, labelled card field in the page; `createPaymentMethod` hands back the test payment
 * method for the number typed (Stripe's own test tokens), so the widget's Stripe branch runs
 * end to end against the mocked API.
 */
export function stripeStandIn(): Stripe {
  let number = '';
  const element = {
    mount(node: HTMLElement) {
      node.innerHTML = '';
      const label = document.createElement('label');
      label.textContent = 'Card number (Stripe stand-in)';
      label.style.display = 'grid';
      const input = document.createElement('input');
      input.name = 'stripe-card-number';
      input.autocomplete = 'cc-number';
      input.inputMode = 'numeric';
      input.className = 'propre-input';
      input.addEventListener('input', () => {
        number = input.value.replace(/\D/g, '');
      });
      label.append(input);
      node.append(label);
    },
    on: () => element,
    off: () => element,
    once: () => element,
    update: () => undefined,
    focus: () => undefined,
    blur: () => undefined,
    clear: () => undefined,
    unmount: () => undefined,
    destroy: () => undefined,
    collapse: () => element,
  };
  const elements = {
    create: () => element,
    getElement: () => element,
    update: () => undefined,
    fetchUpdates: async () => ({}),
    submit: async () => (number ? {} : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } }),
  };
  const tokens: Record<string, string> = {
    '4242424242424242': 'pm_card_visa',
    '4000000000000002': 'pm_card_chargeDeclined',
  };
  const standIn = {
    elements: () => elements,
    createToken: async () => ({ error: { type: 'invalid_request_error', message: 'Not in the stand-in.' } }),
    confirmCardPayment: async () => ({ error: { type: 'invalid_request_error', message: 'Not in the stand-in.' } }),
    createPaymentMethod: async () =>
      tokens[number]
        ? { paymentMethod: { id: tokens[number], object: 'payment_method', type: 'card' } }
        : { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
  };
  return standIn as unknown as Stripe;
}
