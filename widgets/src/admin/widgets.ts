import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AdminDashboardProps } from './AdminDashboard.tsx';
import type { AdminHealthProps } from './AdminHealth.tsx';
import type { AdminHealthViewProps } from './AdminHealthView.tsx';
import type { AdminUserDetailProps } from './AdminUserDetail.tsx';
import type { AdminUsersProps } from './AdminUsers.tsx';
import { adminTexts } from './texts.ts';

const page = () => createElement(Skeleton, { height: '24rem' });

/** The console's home: the morning's figures, each with its list. */
export const AdminDashboard = defineWidget<AdminDashboardProps>({
  name: 'AdminDashboard',
  texts: adminTexts,
  load: () => import('./AdminDashboard.tsx').then((module) => module.AdminDashboard),
  skeleton: page,
});

/** The users: search, filters, a table paged with cursors. */
export const AdminUsers = defineWidget<AdminUsersProps>({
  name: 'AdminUsers',
  texts: adminTexts,
  load: () => import('./AdminUsers.tsx').then((module) => module.AdminUsers),
  skeleton: page,
});

/** One account: activity, audit log, suspend and reactivate. */
export const AdminUserDetail = defineWidget<AdminUserDetailProps>({
  name: 'AdminUserDetail',
  texts: adminTexts,
  load: () => import('./AdminUserDetail.tsx').then((module) => module.AdminUserDetail),
  skeleton: page,
});

/** The system's health, refreshed by itself. */
export const AdminHealth = defineWidget<AdminHealthProps>({
  name: 'AdminHealth',
  texts: adminTexts,
  load: () => import('./AdminHealth.tsx').then((module) => module.AdminHealth),
  skeleton: page,
});

/** The system's health with your own data (admin.getSystemHealth's answer), props only. */
export const AdminHealthView = defineWidget<AdminHealthViewProps>({
  name: 'AdminHealthView',
  texts: adminTexts,
  load: () => import('./AdminHealthView.tsx').then((module) => module.AdminHealthView),
  skeleton: page,
});
