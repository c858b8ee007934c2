import './admin.css';

/**
 * @propre/widgets/admin: the administrators' console (issue 36). Its own entry, so a partner's
 * pages, which import other entries, never load a line of it.
 */
export type { AdminDashboardProps, DashboardList } from './AdminDashboard.tsx';
export type { AdminHealthProps } from './AdminHealth.tsx';
export type { AdminHealthViewProps } from './AdminHealthView.tsx';
// Shared with the console's other entries (admin-payouts, admin-partners): links the host may render, headings.
export { AdminLink } from './AdminLink.tsx';
export type { AdminUserDetailProps } from './AdminUserDetail.tsx';
export type {
  AdminUserRoleFilter,
  AdminUserStatusFilter,
  AdminUsersFilters,
  AdminUsersProps,
  AdminUsersSort,
  AdminUsersSortColumn,
} from './AdminUsers.tsx';
export { type AdminPart, adminParts } from './parts.ts';
export type {
  AdminAuditEntry,
  AdminDashboardData,
  AdminLinkProps,
  AdminRenderLink,
  AdminUser,
  AdminUserDetailData,
  SystemHealth,
} from './types.ts';
export * from './widgets.ts';
