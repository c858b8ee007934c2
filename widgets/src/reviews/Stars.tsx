import type { CSSProperties } from 'react';
import { reviewsNs } from '../i18n/bundles/reviews.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { usePropre } from '../provider/hooks.ts';
import { cx } from '../theme/appearance.ts';
import { formatRating } from './format.ts';
import { StarShape } from './icons.tsx';

const row = (px: number) => [1, 2, 3, 4, 5].map((n) => <StarShape key={n} size={px} />);

export interface StarsProps {
  /** From 1 to 5, decimals allowed (an average): the stars fill to that point. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A rating as five stars filled to the value, read as « 4,8 sur 5 » (the stars are a picture of
 * the text): a coloured row over a pale one, cut at the value, fills partial stars.
 */
export function Stars({ value, size = 'sm', className }: StarsProps) {
  const { t } = useWidgetTranslation(reviewsNs);
  const { locale } = usePropre();
  const clamped = Math.min(5, Math.max(0, value));
  const px = size === 'lg' ? 24 : size === 'md' ? 18 : 14;
  return (
    <span
      className={cx('propre-stars', `propre-stars--${size}`, className)}
      data-part="stars"
      role="img"
      aria-label={t('stars.average', { rating: formatRating(clamped, locale) })}
      style={{ '--propre-stars-fill': `${(clamped / 5) * 100}%` } as CSSProperties}
    >
      <span className="propre-stars__row propre-stars__base">{row(px)}</span>
      <span className="propre-stars__row propre-stars__fill">{row(px)}</span>
    </span>
  );
}
