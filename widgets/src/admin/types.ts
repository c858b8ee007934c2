import type { components } from '@propre/openapi/types';
import type { ReactNode } from 'react';

type Schemas = components['schemas'];
/** The console's home figures (admin.getDashboard). */
export type AdminDashboardData = Schemas['AdminDashboard'];
/** One account as an admin sees it (admin.listUsers). */
export type AdminUser = Schemas['AdminUser'];

/** A link of an admin widget: `<a href>` unless the host renders its own (a router's Link). */
export interface AdminLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

export type AdminRenderLink = (props: AdminLinkProps) => ReactNode;

/** One account with its activity and audit log (admin.getUser). */
export type AdminUserDetailData = Schemas['AdminUserDetail'];
export type AdminAuditEntry = Schemas['AdminAuditEntry'];
/** The system's health now (admin.getSystemHealth). */
export type SystemHealth = Schemas['SystemHealth'];
