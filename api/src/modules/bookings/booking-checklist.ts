import { type AppError, errorsOf } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { ChecklistItem, IBooking } from './bookings.entities.ts';
import { bookingErrors } from './bookings.errors.ts';
import type { Actor } from './transitions.ts';

const fail = errorsOf(bookingErrors);

const locked = () =>
  fail('checklist_locked', {
    detail: {
      fr: 'La liste de contrôle change avant le ménage (client) ou se coche pendant le ménage (nettoyeur), jusqu’à sa soumission.',
      en: 'The checklist changes before the cleaning (client) or is ticked during it (cleaner), until it is submitted.',
    },
  });

/** Whether the work has not started yet, so the client may still set the tasks. */
const beforeWork = (booking: IBooking) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && !booking.punchedInAt;
/** Whether the cleaner is working and has not submitted the checklist yet. */
export const duringWork = (booking: IBooking) => booking.status === 'in_progress' && !booking.checklistSubmittedAt;

/**
 * The checklist after an update: before the work the client (or an admin) sets the tasks, with
 * nothing done; during the work the cleaner (or an admin) ticks the same tasks.
 */
export function updatedChecklist(booking: IBooking, actor: Actor, items: readonly ChecklistItem[]): ChecklistItem[] {
  const tasks = items.map((item) => ({ task: item.task.trim(), done: item.done }));
  const blank = tasks.findIndex((item) => item.task.length === 0);
  if (blank >= 0) {
    throw commonFail('validation_failed', {
      errors: [
        {
          pointer: `/body/items/${blank}/task`,
          code: 'required',
          message: { fr: 'Ce champ est requis', en: 'This field is required' },
        },
      ],
    });
  }
  const mayPlan = actor.role === 'client' || actor.role === 'admin';
  const mayTick = actor.role === 'cleaner' || actor.role === 'admin';
  if (mayPlan && beforeWork(booking)) return tasks.map((item) => ({ task: item.task, done: false }));
  if (mayTick && duringWork(booking)) {
    const same = tasks.length === booking.checklist.length && tasks.every((item, i) => item.task === booking.checklist[i]?.task);
    if (!same) {
      throw fail('checklist_tasks_locked', {
        detail: {
          fr: 'Pendant le ménage, seules les cases à cocher changent; les tâches restent celles du client.',
          en: 'During the cleaning only the ticks change; the tasks stay the client’s.',
        },
      });
    }
    return tasks;
  }
  throw locked();
}

/** The field errors of a checklist that cannot be submitted yet (tasks left, photos missing). */
export function submissionProblems(booking: IBooking, photos: { before: number; after: number }): AppError | null {
  if (!duringWork(booking)) return locked();
  const left = booking.checklist.flatMap((item, index) => (item.done ? [] : [{ item, index }]));
  if (left.length > 0) {
    return fail('checklist_incomplete', {
      detail: {
        fr: `${left.length} tâche(s) à compléter avant de soumettre la liste de contrôle.`,
        en: `${left.length} task(s) to complete before submitting the checklist.`,
      },
      errors: left.map(({ item, index }) => ({
        pointer: `/checklist/${index}`,
        code: 'not_done',
        message: { fr: `Tâche non complétée : ${item.task}`, en: `Task not done: ${item.task}` },
      })),
    });
  }
  if (booking.allowPhotos && (photos.before === 0 || photos.after === 0)) {
    const missing = [photos.before === 0 ? 'before' : null, photos.after === 0 ? 'after' : null].filter((k) => k !== null);
    return fail('photos_required', {
      detail: {
        fr: 'Ajoutez au moins une photo avant et une photo après le ménage avant de soumettre.',
        en: 'Add at least one photo before and one after the cleaning before submitting.',
      },
      errors: missing.map((kind) => ({
        pointer: `/photos/${kind}`,
        code: 'required',
        message: {
          fr: kind === 'before' ? 'Photo « avant » requise.' : 'Photo « après » requise.',
          en: `A ${kind} photo is required.`,
        },
      })),
    });
  }
  return null;
}
