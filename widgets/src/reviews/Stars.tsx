import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { StarsView } from '../ui/Stars.tsx';
import { formatRating } from './format.ts';
import { reviewsTexts } from './texts.ts';

export interface StarsProps {
  /** From 1 to 5, decimals allowed (an average): the stars fill to that point. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A rating as five stars filled to the value, read as « 4,8 sur 5 » (the stars are a picture of the text). */
export function Stars({ value, size, className }: StarsProps) {
  const { t } = useEntryTranslation(reviewsTexts);
  const { locale } = usePropre();
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <StarsView
      value={clamped}
      size={size}
      className={className}
      label={t('stars.average', { rating: formatRating(clamped, locale) })}
    />
  );
}
