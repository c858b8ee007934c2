import type { ComponentProps, ReactNode } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export type SortDirection = 'ascending' | 'descending' | 'none';

export interface SortableHeaderProps extends Omit<ComponentProps<'th'>, 'children' | 'scope' | 'aria-sort' | 'onClick'> {
  /** The column's name, the button's text. */
  label: ReactNode;
  /** How the table is sorted by this column now (`aria-sort` on the header). */
  direction: SortDirection;
  /** Asked to sort by this column (the caller decides the next direction). */
  onSort: () => void;
}

/**
 * A column header that sorts its table: a real button (Enter and Space work) inside a `<th>`
 * whose `aria-sort` tells screen readers the current order; the arrow only repeats it.
 */
export function SortableHeader({ label, direction, onSort, className, ...rest }: SortableHeaderProps) {
  const part = usePart<UiPart>('ui');
  return (
    <th scope="col" aria-sort={direction} {...part('sortHeader', { state: direction, className })} {...rest}>
      <button type="button" {...part('sortButton')} onClick={onSort}>
        <span>{label}</span>
        <svg aria-hidden="true" focusable="false" width={12} height={12} viewBox="0 0 12 12" {...part('sortIcon')}>
          {direction === 'none' ? (
            <path d="M3 4.5 6 1.5l3 3M3 7.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth={1.4} />
          ) : (
            <path
              d={direction === 'ascending' ? 'M2.5 7.5 6 3.5l3.5 4' : 'M2.5 4.5 6 8.5l3.5-4'}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.6}
            />
          )}
        </svg>
      </button>
    </th>
  );
}
