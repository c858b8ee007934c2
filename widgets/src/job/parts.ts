/**
 * The job entry's named parts: each is `job<Part>` as `data-part`, the class `propre-job__<part>`,
 * and `appearance.elements.job<Part>` for a partner's own class.
 */
export const jobParts = [
  'root',
  'title',
  'skeleton',
  'section',
  'sectionTitle',
  // Punching in and out with the device's position.
  'step',
  'why',
  'stepButton',
  'locateProblem',
  'apiProblem',
  // The checklist, ticked as the work goes.
  'checklist',
  'progress',
  'progressBar',
  'tasks',
  'task',
  'sync',
  // Before/after photos.
  'photos',
  'photoKind',
  'photoCount',
  'photoPick',
  'photoInput',
  'upload',
  'uploadBar',
  'uploadActions',
  'photosRefused',
  // The timesheet once punched out.
  'timesheet',
  'timesheetRows',
  'timesheetRow',
  'note',
] as const;

export type JobPart = (typeof jobParts)[number];
