import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { addDays, daysBetween, formatMinutes, instantAt, type LocalDate, todayIn } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import { User } from '../accounts/accounts.entities.ts';
import { AvailabilityBlock, AvailabilityException } from './availability.entities.ts';
import { availabilityErrors } from './availability.errors.ts';
import {
  type BlockDto,
  coveredByBusy,
  loadBlocks,
  loadBusy,
  lockCleaner,
  type StoredBlock,
  toBlockDto,
} from './availability-store.ts';
import { availableOn, recomputeAvailableDays, rollAvailableDays } from './available-days.ts';
import { type NewBlockInput, type ValidBlock, validateBlock } from './block-input.ts';
import { expand, firstDuplicateDate, isOccurrenceDate, type Occurrence } from './recurrence.ts';

const fail = errorsOf(availabilityErrors);

type Schemas = components['schemas'];
export type WeeklyTemplate = Schemas['WeeklyTemplate'];
export type OccurrenceDto = Schemas['AvailabilityOccurrence'];

/** The onboarding's half-days, in local time: morning 08:00–12:00, afternoon 13:00–17:00. */
export const halfDays = {
  morning: { startMinutes: 8 * 60, endMinutes: 12 * 60 },
  afternoon: { startMinutes: 13 * 60, endMinutes: 17 * 60 },
} as const;
const weekdays = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 } as const;

/** The longest range of occurrences one call may ask for, in days (both ends included). */
export const maxOccurrenceRangeDays = 62;

export interface AvailabilityService {
  listBlocks(userId: string): Promise<BlockDto[]>;
  createBlock(userId: string, input: NewBlockInput): Promise<BlockDto>;
  /** Another cleaner's block answers 404 like a missing one. */
  deleteBlock(userId: string, blockId: string): Promise<void>;
  addException(userId: string, blockId: string, date: LocalDate): Promise<{ created: boolean; block: BlockDto }>;
  setWeeklyTemplate(userId: string, template: WeeklyTemplate): Promise<BlockDto[]>;
  /** Public: a cleaner's occurrences between two local dates (at most 62 days). */
  listOccurrences(userId: string, from: LocalDate, to: LocalDate): Promise<OccurrenceDto[]>;
  /** For other areas (bookings): the occurrences, in em's transaction, skipped dates left out. */
  occurrencesBetween(em: EntityManager, userId: string, from: LocalDate, to: LocalDate): Promise<Occurrence[]>;
  /** For other areas that change what makes a cleaner busy: rewrite their available days in em's transaction. */
  recomputeAvailableDays(em: EntityManager, userId: string): Promise<void>;
  /** Of `userIds`, those with an available day among `days` (see cleaner_available_day). */
  availableOn(em: EntityManager, userIds: readonly string[], days: readonly LocalDate[]): Promise<Set<string>>;
  /** The nightly job: moves the available-days window to start at `today`. */
  rollWindow(today?: LocalDate): Promise<{ cleaners: number }>;
  /** Runs `work` in a transaction holding the cleaner's availability lock, then rewrites their available days. */
  changeForCleaner<T>(userId: string, work: (em: EntityManager) => Promise<T>): Promise<T>;
}

export function createAvailabilityService(deps: { orm: MikroORM; now?: () => Date }): AvailabilityService {
  const { orm } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => todayIn(undefined, now());

  async function changeForCleaner<T>(userId: string, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return orm.em.fork().transactional(async (em) => {
      await lockCleaner(em, userId);
      const result = await work(em);
      await em.flush();
      await recomputeAvailableDays(em, userId, today());
      return result;
    });
  }

  /** Refuses a block that repeats a slot of another block on some date, naming the first such date. */
  function rejectDuplicates(candidate: ValidBlock, existing: readonly StoredBlock[]): void {
    const dates = existing
      .map((stored) => firstDuplicateDate(candidate, stored.rule))
      .filter((date): date is LocalDate => date !== null)
      .sort();
    const date = dates[0];
    if (date === undefined) return;
    const slot = candidate.allDay
      ? { fr: 'toute la journée', en: 'all day' }
      : {
          fr: `de ${formatMinutes(candidate.startMinutes ?? 0)} à ${formatMinutes(candidate.endMinutes ?? 0)}`,
          en: `from ${formatMinutes(candidate.startMinutes ?? 0)} to ${formatMinutes(candidate.endMinutes ?? 0)}`,
        };
    throw fail('availability_slot_exists', {
      detail: {
        fr: `Vous êtes déjà disponible le ${date} ${slot.fr}.`,
        en: `You are already available on ${date} ${slot.en}.`,
      },
    });
  }

  function insertBlock(em: EntityManager, userId: string, block: ValidBlock) {
    return em.create(AvailabilityBlock, {
      id: newId('avb'),
      user: userId,
      kind: block.kind,
      startDate: block.startDate,
      untilDate: block.untilDate,
      weekday: block.weekday,
      intervalDays: block.intervalDays,
      allDay: block.allDay,
      startTime: block.startMinutes === null ? null : formatMinutes(block.startMinutes),
      endTime: block.endMinutes === null ? null : formatMinutes(block.endMinutes),
      createdAt: now(),
    });
  }

  // Another cleaner's block is answered exactly like a missing one, so ids reveal nothing.
  const blockNotFound = () =>
    fail('availability_block_not_found', {
      detail: { fr: 'Aucune de vos disponibilités n’a cet identifiant.', en: 'None of your availability blocks has this id.' },
    });

  async function ownBlock(em: EntityManager, userId: string, blockId: string): Promise<StoredBlock> {
    const stored = (await loadBlocks(em, userId)).find((s) => s.block.id === blockId);
    if (!stored) throw blockNotFound();
    return stored;
  }

  async function occurrencesBetween(em: EntityManager, userId: string, from: LocalDate, to: LocalDate) {
    return expand(
      (await loadBlocks(em, userId)).map((s) => s.rule),
      from,
      to,
    );
  }

  return {
    changeForCleaner,

    async listBlocks(userId) {
      return (await loadBlocks(orm.em.fork(), userId)).map(toBlockDto);
    },

    async createBlock(userId, input) {
      const block = validateBlock(input, today());
      return changeForCleaner(userId, async (em) => {
        rejectDuplicates(block, await loadBlocks(em, userId));
        return toBlockDto({ block: insertBlock(em, userId, block), exceptions: [] });
      });
    },

    async deleteBlock(userId, blockId) {
      await changeForCleaner(userId, async (em) => {
        const deleted = await em.nativeDelete(AvailabilityBlock, { id: blockId, user: userId });
        if (deleted === 0) throw blockNotFound();
      });
    },

    async addException(userId, blockId, date) {
      const first = today();
      if (date < first) {
        throw commonFail('validation_failed', {
          detail: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
          errors: [
            {
              pointer: '/body/date',
              code: 'past',
              message: { fr: 'La date ne peut pas être passée', en: 'The date cannot be in the past' },
            },
          ],
        });
      }
      return changeForCleaner(userId, async (em) => {
        const stored = await ownBlock(em, userId, blockId);
        if (!isOccurrenceDate(stored.rule, date)) {
          throw fail('availability_not_an_occurrence', {
            detail: { fr: `Cette disponibilité ne revient pas le ${date}.`, en: `This block does not occur on ${date}.` },
          });
        }
        if (stored.exceptions.includes(date)) return { created: false, block: toBlockDto(stored) };
        em.create(AvailabilityException, { block: blockId, date, createdAt: now() });
        const exceptions = [...stored.exceptions, date].sort();
        return { created: true, block: toBlockDto({ block: stored.block, exceptions }) };
      });
    },

    async setWeeklyTemplate(userId, template) {
      const start = today();
      return changeForCleaner(userId, async (em) => {
        await em.nativeDelete(AvailabilityBlock, { user: userId, kind: 'weekly' });
        const kept = await loadBlocks(em, userId);
        for (const [name, weekday] of Object.entries(weekdays) as Array<[keyof typeof weekdays, number]>) {
          for (const half of ['morning', 'afternoon'] as const) {
            if (!template[name][half]) continue;
            const block: ValidBlock = {
              kind: 'weekly',
              startDate: start,
              untilDate: null,
              weekday,
              intervalDays: null,
              allDay: false,
              ...halfDays[half],
            };
            rejectDuplicates(block, kept);
            insertBlock(em, userId, block);
          }
        }
        await em.flush();
        return (await loadBlocks(em, userId)).map(toBlockDto);
      });
    },

    async listOccurrences(userId, from, to) {
      const span = daysBetween(from, to);
      if (span < 0 || span >= maxOccurrenceRangeDays) {
        throw commonFail('validation_failed', {
          detail: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
          errors: [
            span < 0
              ? {
                  pointer: '/query/to',
                  code: 'before_from',
                  message: { fr: 'Doit être au plus tôt la date « from »', en: 'Must not be before "from"' },
                }
              : {
                  pointer: '/query/to',
                  code: 'range_too_long',
                  message: {
                    fr: `Au plus ${maxOccurrenceRangeDays} jours à la fois`,
                    en: `At most ${maxOccurrenceRangeDays} days at a time`,
                  },
                },
          ],
        });
      }
      const em = orm.em.fork();
      const user = await em.findOne(User, { id: userId, role: 'cleaner', deletedAt: null }, { fields: ['id'] });
      if (!user) {
        throw commonFail('not_found', {
          detail: { fr: 'Aucun nettoyeur n’a cet identifiant.', en: 'No cleaner has this id.' },
        });
      }
      const occurrences = await occurrencesBetween(em, userId, from, to);
      const busy = await loadBusy(em, userId, instantAt(from, 0), instantAt(addDays(to, 1), 0));
      return occurrences.map((o) => ({
        blockId: o.blockId,
        date: o.date,
        allDay: o.allDay,
        startTime: o.startTime,
        endTime: o.endTime,
        start: o.start.toISOString(),
        end: o.end.toISOString(),
        busy: coveredByBusy(o, busy),
      }));
    },

    occurrencesBetween,

    async recomputeAvailableDays(em, userId) {
      await recomputeAvailableDays(em, userId, today());
    },

    availableOn,

    rollWindow(day) {
      return rollAvailableDays(orm, day ?? today());
    },
  };
}
