import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminPartnersTexts } from './texts.ts';

const widget = entryWidgets(adminPartnersTexts);

const list = skeletonOf({ height: '24rem' });
const detail = skeletonOf({ height: '40rem' });

/** The partners (spec §2 /admin/partners): the list, and the form that adds one. */
export const AdminPartners = widget('AdminPartners', () => import('./AdminPartners.tsx'), list);

/** The list and the form from props only. */
export const AdminPartnersView = widget('AdminPartnersView', () => import('./AdminPartnersView.tsx'), list);

/** One partner: keys, origins, webhook endpoints, delivery log. */
export const AdminPartnerDetail = widget('AdminPartnerDetail', () => import('./AdminPartnerDetail.tsx'), detail);

/** One partner's page from props only, its writes given as callbacks. */
export const AdminPartnerDetailView = widget('AdminPartnerDetailView', () => import('./AdminPartnerDetailView.tsx'), detail);
