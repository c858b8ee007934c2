import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminTexts } from './texts.ts';

const widget = entryWidgets(adminTexts);

const page = skeletonOf({ height: '24rem' });

/** The console's home: the morning's figures, each with its list. */
export const AdminDashboard = widget('AdminDashboard', () => import('./AdminDashboard.tsx'), page);

/** The users: search, filters, a table paged with cursors. */
export const AdminUsers = widget('AdminUsers', () => import('./AdminUsers.tsx'), page);

/** One account: activity, audit log, suspend and reactivate. */
export const AdminUserDetail = widget('AdminUserDetail', () => import('./AdminUserDetail.tsx'), page);

/** The system's health, refreshed by itself. */
export const AdminHealth = widget('AdminHealth', () => import('./AdminHealth.tsx'), page);

/** The system's health with your own data (admin.getSystemHealth's answer), props only. */
export const AdminHealthView = widget('AdminHealthView', () => import('./AdminHealthView.tsx'), page);
