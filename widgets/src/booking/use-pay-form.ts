import { useRef, useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import type { CollectPaymentMethod } from './card-input.ts';
import {
  type CardErrorTexts,
  type CardField,
  type CardInputName,
  type CardValues,
  cardErrors,
  cardInputNames,
  emptyCard,
  paymentMethodOf,
} from './cards.ts';
import { paymentProblem } from './payment-errors.ts';
import { bookingTexts } from './texts.ts';

const order = Object.values(cardInputNames);

/**
 * The pay form of the deposit and of the balance, on the forms kit: the card as typed, its
 * errors beside its fields, a failed payment in the form's alert, and the focus on the first
 * problem after each attempt. Stripe's Payment Element, when it shows, checks its own fields.
 */
export function usePayForm(now?: Date) {
  const { t } = useEntryTranslation(bookingTexts);
  const form = useForm<CardInputName>({ order, placement: { fields: {} }, t });
  const [card, setCard] = useState<CardValues>(emptyCard);
  const collector = useRef<CollectPaymentMethod | null>(null);

  /** The payment method to charge: Stripe's, or the card form's once its fields are valid (else their errors show). */
  const paymentMethod = async (): Promise<string | null> => {
    form.clear();
    if (collector.current) return collector.current();
    const problems = Object.entries(cardErrors(card, now)) as [CardField, string][];
    if (problems.length === 0) return paymentMethodOf(card);
    form.show((wordIn) =>
      Object.fromEntries(
        problems.map(([field, problem]) => [cardInputNames[field], wordIn(`book.card.errors.${field}.${problem}`)]),
      ),
    );
    return null;
  };

  return {
    card,
    collector,
    paymentMethod,
    /** Each card field's error, worded. */
    cardErrors: form.errors as CardErrorTexts,
    /** The failed payment's alert, worded; undefined before a failure. */
    problem: form.errors.form,
    formRef: form.formRef,
    alertRef: form.alertRef,
    onCardChange: (field: CardField, value: string) => {
      setCard((previous) => ({ ...previous, [field]: value }));
      form.clearField(cardInputNames[field]);
    },
    /** Shows why the payment failed, and moves the focus there. */
    failed: (error: unknown) => form.show((wordIn) => ({ form: paymentProblem(error, wordIn) })),
  };
}
