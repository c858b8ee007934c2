import { formatMoney } from '../i18n/format.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminDiscountCode } from './model.ts';
import type { PageProps } from './Pager.tsx';
import type { AdminMarketingPart } from './parts.ts';
import { SectionFrame, type SectionStateProps } from './SectionFrame.tsx';
import { PagedTable, useDayColumn } from './SortableTable.tsx';
import { adminMarketingTexts } from './texts.ts';

export interface DiscountCodesViewProps extends SectionStateProps, PageProps {
  codes?: readonly AdminDiscountCode[];
}

/** The discount codes handed out (the popup's), a page at a time, props only. */
export function DiscountCodesView(props: DiscountCodesViewProps) {
  const { codes = [], page = 1 } = props;
  const { t, locale } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const dayColumn = useDayColumn();
  const value = (code: AdminDiscountCode) =>
    code.percent !== null ? `${code.percent} %` : code.amountCents !== null ? formatMoney(code.amountCents, locale) : '—';
  return (
    <SectionFrame {...props} name="discounts" title={t('discounts.title')} lead={t('discounts.lead')}>
      {() => (
        <PagedTable
          pages={props}
          empty={t('discounts.empty')}
          pagesLabel={t('discounts.pages')}
          caption={t('discounts.caption', { page })}
          rows={codes}
          rowKey={(code) => code.code}
          initialSort={{ key: 'created', descending: true }}
          columns={[
            {
              key: 'code',
              label: t('discounts.columns.code'),
              sortBy: (code) => code.code,
              cell: (code) => <code>{code.code}</code>,
              rowHeader: true,
            },
            {
              key: 'email',
              label: t('discounts.columns.email'),
              sortBy: (code) => code.email ?? '',
              cell: (code) => code.email ?? '—',
            },
            {
              key: 'value',
              label: t('discounts.columns.value'),
              sortBy: (code) => code.percent ?? code.amountCents ?? 0,
              cell: value,
            },
            {
              key: 'first',
              label: t('discounts.columns.firstBookingOnly'),
              sortBy: (code) => Number(code.firstBookingOnly),
              cell: (code) => t(code.firstBookingOnly ? 'yes' : 'no'),
            },
            dayColumn('created', t('discounts.columns.created'), (code: AdminDiscountCode) => code.createdAt),
          ]}
        />
      )}
    </SectionFrame>
  );
}
