import type { ReactNode } from 'react';
import { Tabs } from '../ui/Tabs.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { BlogPosts } from './BlogPosts.tsx';
import { CommercialReferrals } from './CommercialReferrals.tsx';
import { DiscountCodes } from './DiscountCodes.tsx';
import { FaqEntries } from './FaqEntries.tsx';
import { GalleryAdmin } from './GalleryAdmin.tsx';
import { type MarketingSection, marketingSections } from './model.ts';
import { Newsletter } from './Newsletter.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { ReferralFigures } from './ReferralFigures.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface AdminMarketingProps {
  /** The section shown (controlled, e.g. from the address); with `onTabChange`. */
  tab?: MarketingSection;
  defaultTab?: MarketingSection;
  onTabChange?: (tab: MarketingSection) => void;
  /** The widget's heading; `null` when the page has its own. */
  title?: ReactNode | null;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The marketing console (spec §2 /admin/marketing): newsletter subscribers and their export,
 * discount codes, referral figures, the commercial-property leads, the gallery, the blog and the FAQ, one tab each. A tab's
 * section fetches when it is first shown.
 */
export function AdminMarketing({ tab, defaultTab, onTabChange, title, headingLevel = 1, className }: AdminMarketingProps) {
  const { t, part } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const Heading = `h${headingLevel}` as const;
  const level = (title === null ? headingLevel + 1 : headingLevel + 1) as 2 | 3;
  const sections: Record<MarketingSection, ReactNode> = {
    newsletter: <Newsletter headingLevel={level} />,
    discounts: <DiscountCodes headingLevel={level} />,
    referrals: <ReferralFigures headingLevel={level} />,
    commercial: <CommercialReferrals headingLevel={level} />,
    gallery: <GalleryAdmin headingLevel={level} />,
    blog: <BlogPosts headingLevel={level} />,
    faq: <FaqEntries headingLevel={level} />,
  };
  return (
    <div {...part('root', { className: `propre-stack ${className ?? ''}`.trim() })}>
      {title === null ? null : <Heading {...part('title')}>{title ?? t('title')}</Heading>}
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        defaultValue={defaultTab}
        onValueChange={(value) => onTabChange?.(value as MarketingSection)}
        items={marketingSections.map((section) => ({ value: section, label: t(`tabs.${section}`), content: sections[section] }))}
      />
    </div>
  );
}
