import { type ComponentType, createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AdminDashboardProps } from './AdminDashboard.tsx';
import type { AdminHealthProps } from './AdminHealth.tsx';
import type { AdminHealthViewProps } from './AdminHealthView.tsx';
import type { AdminUserDetailProps } from './AdminUserDetail.tsx';
import type { AdminUsersProps } from './AdminUsers.tsx';
import { adminTexts } from './texts.ts';

const page = () => createElement(Skeleton, { height: '24rem' });

/** Every admin widget: the entry's texts, a page-sized skeleton, its own code loaded on first show. */
const adminWidget = <Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) =>
  defineWidget<Props>({ name, texts: adminTexts, load, skeleton: page });

/** The console's home: the morning's figures, each with its list. */
export const AdminDashboard = adminWidget<AdminDashboardProps>('AdminDashboard', () =>
  import('./AdminDashboard.tsx').then((module) => module.AdminDashboard),
);

/** The users: search, filters, a table paged with cursors. */
export const AdminUsers = adminWidget<AdminUsersProps>('AdminUsers', () =>
  import('./AdminUsers.tsx').then((module) => module.AdminUsers),
);

/** One account: activity, audit log, suspend and reactivate. */
export const AdminUserDetail = adminWidget<AdminUserDetailProps>('AdminUserDetail', () =>
  import('./AdminUserDetail.tsx').then((module) => module.AdminUserDetail),
);

/** The system's health, refreshed by itself. */
export const AdminHealth = adminWidget<AdminHealthProps>('AdminHealth', () =>
  import('./AdminHealth.tsx').then((module) => module.AdminHealth),
);

/** The system's health with your own data (admin.getSystemHealth's answer), props only. */
export const AdminHealthView = adminWidget<AdminHealthViewProps>('AdminHealthView', () =>
  import('./AdminHealthView.tsx').then((module) => module.AdminHealthView),
);
