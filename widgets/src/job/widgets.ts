import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { jobTexts } from './texts.ts';

const widget = entryWidgets(jobTexts);
/** Both widgets load their code and the entry's texts behind the same panel-shaped skeleton. */
const panel = skeletonOf({ height: '16rem' });

/** The booked cleaner's job on a booking: punch in, checklist, photos, punch out, timesheet. */
export const Job = widget('Job', () => import('./Job.tsx'), panel);

/** The job with your own data and handlers, props only. */
export const JobView = widget('JobView', () => import('./JobView.tsx'), panel);
