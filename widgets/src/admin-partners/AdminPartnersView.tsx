import { type ReactNode, useState } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { AdminLink } from '../admin/index.ts';
import { formatDay } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { PartnerCreateForm, type PartnerCreateValues } from './PartnerCreateForm.tsx';
import { PartnersTable } from './PartnersTable.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { SecretReveal } from './SecretReveal.tsx';
import { Section } from './Section.tsx';
import { adminPartnersTexts } from './texts.ts';
import type { Loaded, Partner, Revealed } from './types.ts';

export interface AdminPartnersViewProps {
  partners: Loaded<Partner[]>;
  /** Adds a partner: resolves with its first secret key, shown once; rejects with the API's problem. */
  onCreate: (values: PartnerCreateValues) => Promise<Revealed & { partnerId: string }>;
  /** Where one partner's page is. */
  partnerHref: (partnerId: string) => string;
  renderLink?: AdminRenderLink;
  title?: ReactNode | null;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/**
 * The partners (props only): a table of links to each one's page, and the form that adds one,
 * whose first secret key shows once.
 */
export function AdminPartnersView({
  partners,
  onCreate,
  partnerHref,
  renderLink,
  title,
  headingLevel = 1,
  className,
}: AdminPartnersViewProps) {
  const { t, part, locale } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const Heading = `h${headingLevel}` as const;
  const sections = Math.min(headingLevel + 1, 4) as 2 | 3 | 4;
  const [revealed, setRevealed] = useState<(Revealed & { partnerId: string }) | null>(null);
  return (
    <div {...part('root', { className: cx('propre-stack', className) })}>
      {title === null ? null : <Heading {...part('heading')}>{title ?? t('list.title')}</Heading>}
      <p {...part('lead')}>{t('list.lead')}</p>
      {revealed ? (
        <>
          <SecretReveal revealed={revealed} onDismiss={() => setRevealed(null)} />
          <p>
            <AdminLink renderLink={renderLink} href={partnerHref(revealed.partnerId)} {...part('partnerLink')}>
              {t('list.open', { name: revealed.name })}
            </AdminLink>
          </p>
        </>
      ) : null}
      <Section title={t('list.tableTitle')} headingLevel={sections} loaded={partners}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('list.empty')} body={t('list.emptyBody')} headingLevel={Math.min(sections + 1, 4) as 3 | 4} />
          ) : (
            <PartnersTable
              name="list"
              rows={items}
              columns={[
                {
                  key: 'name',
                  rowHeader: true,
                  cell: (partner) => (
                    <AdminLink renderLink={renderLink} href={partnerHref(partner.id)} {...part('partnerLink')}>
                      {partner.name}
                    </AdminLink>
                  ),
                },
                { key: 'email', cell: (partner) => partner.contactEmail },
                { key: 'created', cell: (partner) => formatDay(partner.createdAt, locale) },
              ]}
            />
          )
        }
      </Section>
      <PartnerCreateForm
        headingLevel={sections}
        onSubmit={async (values) => {
          setRevealed(await onCreate(values));
        }}
      />
    </div>
  );
}
