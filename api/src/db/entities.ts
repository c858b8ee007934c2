import { MailOutbox } from '../adapters/mail/mail-outbox.entity.ts';
import { Session, User } from '../modules/accounts/accounts.entities.ts';
import { PasswordReset } from '../modules/accounts/password-reset.entity.ts';
import {
  AvailabilityBlock,
  AvailabilityException,
  CalendarBusy,
  CalendarFeed,
  CleanerAvailableDay,
} from '../modules/availability/availability.entities.ts';
import { SeedRun } from './seed/seed-run.entity.ts';

/** Every entity of the API; each area adds the ones from its `<area>.entities.ts`. */
export const entities = [
  SeedRun,
  User,
  Session,
  MailOutbox,
  PasswordReset,
  AvailabilityBlock,
  AvailabilityException,
  CalendarFeed,
  CalendarBusy,
  CleanerAvailableDay,
];
