/**
 * Every named part of the package, for `appearance.elements`: the primitives' parts, then each
 * entry's, prefixed by the entry (`booking` + `payButton` → `bookingPayButton`). An entry's
 * `parts.ts` is a leaf (names only, no imports), so gathering them here costs no code: this file
 * is read for its types, and by the Storybook page and the test that list every part.
 */
import { type AuthPart, authParts } from './auth/parts.ts';
import { type BookingPart, bookingParts } from './booking/parts.ts';
import { type BookingsPart, bookingsParts } from './bookings/parts.ts';
import { type LoginPart, loginParts } from './login/parts.ts';
import { type UiPart, uiParts } from './ui/parts.ts';

/** `booking` + `payButton` → `bookingPayButton`. */
export type Named<Entry extends string, Part extends string> = `${Entry}${Capitalize<Part>}`;

/** Every part name `appearance.elements` accepts: a misspelt one is a type error. */
export type PartName =
  | UiPart
  | Named<'auth', AuthPart>
  | Named<'booking', BookingPart>
  | Named<'bookings', BookingsPart>
  | Named<'login', LoginPart>;

/** Each entry's parts, by folder name (`ui` for the primitives). */
export const partsByEntry = {
  ui: uiParts,
  auth: authParts,
  booking: bookingParts,
  bookings: bookingsParts,
  login: loginParts,
} as const satisfies Record<string, readonly string[]>;
