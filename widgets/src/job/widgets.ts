import { type ComponentType, createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { JobProps } from './Job.tsx';
import type { JobViewProps } from './JobView.tsx';
import { jobTexts } from './texts.ts';

/** Both widgets load their code and the entry's texts behind the same panel-shaped skeleton. */
const lazy = <Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) =>
  defineWidget<Props>({ name, texts: jobTexts, load, skeleton: () => createElement(Skeleton, { height: '16rem' }) });

/** The booked cleaner's job on a booking: punch in, checklist, photos, punch out, timesheet. */
export const Job = lazy<JobProps>('Job', () => import('./Job.tsx').then((module) => module.Job));

/** The job with your own data and handlers, props only. */
export const JobView = lazy<JobViewProps>('JobView', () => import('./JobView.tsx').then((module) => module.JobView));
