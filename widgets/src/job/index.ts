import './job.css';

/** @propre/widgets/job: the booked cleaner's job on site (issue 35). */
export { compressImage, fitWithin, photoMaxEdge } from './compress.ts';
export type { JobProps } from './Job.tsx';
export type { JobStatus, JobViewProps } from './JobView.tsx';
export { LocateError, locateDevice } from './locate.ts';
export { type JobPart, jobParts } from './parts.ts';
export { type JobPhase, jobPhase } from './phase.ts';
export type { ChecklistSync, DeviceLocation, LocateProblem, PhotoUpload } from './types.ts';
export * from './widgets.ts';
