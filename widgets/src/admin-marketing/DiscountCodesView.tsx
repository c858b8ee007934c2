import { formatMoney } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminDiscountCode } from './model.ts';
import type { PageProps } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { PagedTable, useColumns } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface DiscountCodesViewProps extends SectionStateProps, PageProps {
  codes?: readonly AdminDiscountCode[];
}

/** The discount codes handed out (the popup's), a page at a time, props only. */
export function DiscountCodesView(props: DiscountCodesViewProps) {
  const { codes = [] } = props;
  const { t, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { column, text, day } = useColumns<AdminDiscountCode>('discounts');
  const value = (code: AdminDiscountCode) =>
    code.percent !== null ? `${code.percent} %` : code.amountCents !== null ? formatMoney(code.amountCents, locale) : '—';
  return (
    <SectionFrame {...props} name="discounts">
      {() => (
        <PagedTable
          pages={props}
          name="discounts"
          rows={codes}
          rowKey={(code) => code.code}
          initialSort={{ key: 'created', descending: true }}
          columns={[
            column('code', {
              sortBy: (code) => code.code,
              cell: (code) => <code>{code.code}</code>,
              rowHeader: true,
            }),
            text('email', (code) => code.email),
            column('value', {
              sortBy: (code) => code.percent ?? code.amountCents ?? 0,
              cell: value,
            }),
            {
              key: 'first',
              label: t('discounts.columns.firstBookingOnly'),
              sortBy: (code) => Number(code.firstBookingOnly),
              cell: (code) => t(code.firstBookingOnly ? 'yes' : 'no'),
            },
            day('created', (code) => code.createdAt),
          ]}
        />
      )}
    </SectionFrame>
  );
}
