import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { PublicPage } from './PublicPage.tsx';
import { PublicSections } from './PublicSections.tsx';
import type { PublicPageKey } from './public-page-keys.ts';

interface Action {
  to: string;
  /** A key of `common`. */
  label: 'findCleaner' | 'becomeCleaner' | 'contactUs' | 'seePricing' | 'faq';
}

/** A service page's calls: the search, narrowed to the service when the search knows it, then the prices. */
function serviceActions(serviceType?: string): Action[] {
  return [
    { to: serviceType ? `/cleaners?serviceType=${serviceType}` : '/cleaners', label: 'findCleaner' },
    { to: '/pricing', label: 'seePricing' },
  ];
}

/** A job page's calls: the cleaner onboarding (it asks to sign up first when needed), then the FAQ. */
const jobActions: Action[] = [
  { to: '/onboarding', label: 'becomeCleaner' },
  { to: '/faq', label: 'faq' },
];

const pages: Partial<Record<PublicPageKey, { brandLead?: boolean; ordered?: boolean; actions: Action[] }>> = {
  howItWorks: {
    brandLead: true,
    actions: [
      { to: '/cleaners', label: 'findCleaner' },
      { to: '/pricing', label: 'seePricing' },
    ],
  },
  about: {
    brandLead: true,
    actions: [
      { to: '/cleaners', label: 'findCleaner' },
      { to: '/contact', label: 'contactUs' },
    ],
  },
  impact: { actions: [{ to: '/cleaners', label: 'findCleaner' }] },
  terms: { actions: [{ to: '/contact', label: 'contactUs' }] },
  privacy: { actions: [{ to: '/contact', label: 'contactUs' }] },
  homeowners: {
    brandLead: true,
    actions: [
      { to: '/cleaners', label: 'findCleaner' },
      { to: '/faq', label: 'faq' },
    ],
  },
  apps: { actions: [{ to: '/cleaners', label: 'findCleaner' }] },
  serviceRegular: { actions: serviceActions('basic') },
  serviceDeep: { actions: serviceActions('deep') },
  serviceMoveOut: { actions: serviceActions('move_in_out') },
  serviceGarage: { actions: serviceActions() },
  jobsQuebec: { actions: jobActions },
  jobsMontreal: { actions: jobActions },
  independentCleaner: { actions: jobActions },
  becomeCleaner: { actions: jobActions },
};

/** A page of text: the frame, its sections, and where to go next. */
export function MarketingPage({ page }: { page: PublicPageKey }) {
  const { t } = useAppTranslation('public');
  const { brandLead, ordered, actions = [] } = pages[page] ?? {};
  return (
    <PublicPage page={page} brandLead={brandLead}>
      <PublicSections page={page} ordered={ordered} />
      <div className="app-actions">
        {actions.map((action, index) => (
          <Link key={action.to} to={action.to} className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary' })}>
            {t(`common.${action.label}`)}
          </Link>
        ))}
      </div>
    </PublicPage>
  );
}
