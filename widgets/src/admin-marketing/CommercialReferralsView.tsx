import { useEntry } from '../ui/use-entry.ts';
import type { CommercialLead } from './model.ts';
import type { PageProps } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { PagedTable, useColumns } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface CommercialReferralsViewProps extends SectionStateProps, PageProps {
  leads?: readonly CommercialLead[];
}

/** The commercial-property leads, newest first, a page at a time, props only. */
export function CommercialReferralsView(props: CommercialReferralsViewProps) {
  const { leads = [] } = props;
  const { t, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { column, text, day, language } = useColumns<CommercialLead>('commercial');
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA');
  return (
    <SectionFrame {...props} name="commercial">
      {() => (
        <PagedTable
          pages={props}
          name="commercial"
          rows={leads}
          rowKey={(lead) => lead.id}
          initialSort={{ key: 'received', descending: true }}
          columns={[
            text('company', (lead) => lead.companyName, { rowHeader: true }),
            column('contact', {
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
            }),
            column('property', {
              sortBy: (lead) => `${lead.city} ${lead.propertyType}`,
              cell: (lead) =>
                [
                  t(`commercial.types.${lead.propertyType}`),
                  lead.city,
                  lead.squareFeet === null ? null : t('commercial.squareFeet', { area: number.format(lead.squareFeet) }),
                ]
                  .filter(Boolean)
                  .join(' · '),
            }),
            text('message', (lead) => lead.message),
            language((lead) => lead.language),
            day('received', (lead) => lead.createdAt),
          ]}
        />
      )}
    </SectionFrame>
  );
}
