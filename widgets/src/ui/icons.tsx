import { createElement, type ReactElement, type ReactNode } from 'react';

const starPath = 'M8 1.3l1.98 4.1 4.52.6-3.3 3.12.84 4.48L8 11.43 3.96 13.6l.84-4.48L1.5 6l4.52-.6z';

/** A five-point star (decorative: the text beside it says the rating). */
export function StarShape({ size = 16 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 16 16">
      <path d={starPath} />
    </svg>
  );
}

export interface LineIconProps {
  size: number;
  viewBox: string;
  strokeWidth: number;
  className?: string;
  children: ReactNode;
}

/**
 * A decorative line drawing (the text beside it says the same): its shapes inherit the current
 * colour, the stroke width and round ends and joins from here.
 */
export function LineIcon({ size, viewBox, strokeWidth, className, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Small inline icons (decorative: the text beside each says the same). */
function Icon({ children, filled = false }: { children?: ReactNode; filled?: boolean }) {
  if (!filled)
    return (
      <LineIcon size={16} viewBox="0 0 16 16" strokeWidth={1.6}>
        {children}
      </LineIcon>
    );
  return (
    <svg aria-hidden="true" focusable="false" width={16} height={16} viewBox="0 0 16 16" fill="currentColor" stroke="none">
      {children}
    </svg>
  );
}

/**
 * A small icon drawn with these shapes, each a path's `d` or an element of its own (a circle, a
 * rectangle), in the order given.
 */
function smallIcon({ filled = false }: { filled?: boolean }, ...shapes: (string | ReactElement)[]) {
  const drawn = shapes.map((shape) => (typeof shape === 'string' ? createElement('path', { d: shape }) : shape));
  return () => createElement(Icon, { filled }, ...drawn);
}

export const StarIcon = smallIcon({ filled: true }, starPath);
export const ShieldIcon = smallIcon({}, 'M8 1.5l5 2v4c0 3.2-2.2 5.8-5 7-2.8-1.2-5-3.8-5-7v-4z', 'M5.6 8.1l1.7 1.7 3.2-3.3');
export const LeafIcon = smallIcon({}, 'M2.5 13.5c0-6 3.5-10 11-11 0 7.5-4 11-9.5 11', 'M2.5 13.5l6-6');
export const PinIcon = smallIcon(
  {},
  'M8 14.5s4.5-4.2 4.5-8a4.5 4.5 0 0 0-9 0c0 3.8 4.5 8 4.5 8z',
  <circle cx="8" cy="6.5" r="1.6" />,
);
export const ChatIcon = smallIcon({}, 'M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z');
export const FilterIcon = smallIcon({}, 'M2 4h12M4.5 8h7M7 12h2');
export const SearchIcon = smallIcon({}, <circle cx="7" cy="7" r="4.5" />, 'M10.5 10.5l3.5 3.5');
export const ArrowIcon = smallIcon({}, 'M3 8h10M9 4l4 4-4 4');
export const BriefcaseIcon = smallIcon({}, <rect x="2" y="5" width="12" height="8.5" rx="1.5" />, 'M5.5 5V3.5h5V5M2 9h12');
