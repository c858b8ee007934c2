import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { JobProps } from './Job.tsx';
import type { JobViewProps } from './JobView.tsx';
import { jobTexts } from './texts.ts';

const panel = () => createElement(Skeleton, { height: '16rem' });

/** The booked cleaner's job on a booking: punch in, checklist, photos, punch out, timesheet. */
export const Job = defineWidget<JobProps>({
  name: 'Job',
  texts: jobTexts,
  load: () => import('./Job.tsx').then((module) => module.Job),
  skeleton: panel,
});

/** The job with your own data and handlers, props only. */
export const JobView = defineWidget<JobViewProps>({
  name: 'JobView',
  texts: jobTexts,
  load: () => import('./JobView.tsx').then((module) => module.JobView),
  skeleton: panel,
});
