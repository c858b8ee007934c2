import type { BadgeTone } from '../ui/Badge.tsx';
import type { AdminPayout } from './types.ts';

/** A payout's status as a badge's tone (its words beside it). */
export const statusTones: Record<AdminPayout['status'], BadgeTone> = { pending: 'info', paid: 'success', failed: 'danger' };
