import { isEmailAddress } from '@propre/sdk/rules';
import type { ContactValues } from './ContactFormView.tsx';
import type { ContactField } from './model.ts';

/** The contract's lengths (ContactMessageRequest), checked before sending so a person is told at once. */
const minimum: Record<ContactField, number> = { name: 2, email: 3, subject: 2, message: 10 };

/** The fields a person must correct before the message can go; the server checks again. */
export function contactProblems(values: ContactValues): ContactField[] {
  return (Object.keys(minimum) as ContactField[]).filter((field) => {
    const value = values[field].trim();
    if (field === 'email') return !isEmailAddress(value);
    return value.length < minimum[field];
  });
}
