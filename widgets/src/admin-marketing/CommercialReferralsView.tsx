import { useEntry } from '../ui/use-entry.ts';
import type { CommercialLead } from './model.ts';
import type { PageProps } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { PagedTable, useDayColumn } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface CommercialReferralsViewProps extends SectionStateProps, PageProps {
  leads?: readonly CommercialLead[];
}

/** The commercial-property leads, newest first, a page at a time, props only. */
export function CommercialReferralsView(props: CommercialReferralsViewProps) {
  const { leads = [], page = 1 } = props;
  const { t, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const dayColumn = useDayColumn();
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA');
  return (
    <SectionFrame {...props} name="commercial" title={t('commercial.title')} lead={t('commercial.lead')}>
      {() => (
        <PagedTable
          pages={props}
          empty={t('commercial.empty')}
          pagesLabel={t('commercial.pages')}
          caption={t('commercial.caption', { page })}
          rows={leads}
          rowKey={(lead) => lead.id}
          initialSort={{ key: 'received', descending: true }}
          columns={[
            {
              key: 'company',
              label: t('commercial.columns.company'),
              sortBy: (lead) => lead.companyName,
              cell: (lead) => lead.companyName,
              rowHeader: true,
            },
            {
              key: 'contact',
              label: t('commercial.columns.contact'),
              sortBy: (lead) => lead.contactName,
              cell: (lead) => (
                <>
                  {lead.contactName}
                  <br />
                  <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  {lead.phone && (
                    <>
                      <br />
                      <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{lead.phone}</a>
                    </>
                  )}
                </>
              ),
            },
            {
              key: 'property',
              label: t('commercial.columns.property'),
              sortBy: (lead) => `${lead.city} ${lead.propertyType}`,
              cell: (lead) =>
                [
                  t(`commercial.types.${lead.propertyType}`),
                  lead.city,
                  lead.squareFeet === null ? null : t('commercial.squareFeet', { area: number.format(lead.squareFeet) }),
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
            {
              key: 'message',
              label: t('commercial.columns.message'),
              sortBy: (lead) => lead.message ?? '',
              cell: (lead) => lead.message ?? '—',
            },
            {
              key: 'language',
              label: t('commercial.columns.language'),
              sortBy: (lead) => lead.language,
              cell: (lead) => t(`languages.${lead.language}`),
            },
            dayColumn('received', t('commercial.columns.received'), (lead: CommercialLead) => lead.createdAt),
          ]}
        />
      )}
    </SectionFrame>
  );
}
