/**
 * The home page's illustrations: small inline SVG (DESIGN.md: no image download), coloured by
 * the theme's tokens through CSS classes, decorative for screen readers.
 */

export function HeroArt() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 400 340" className="app-art">
      <ellipse className="art-soft" cx="200" cy="178" rx="178" ry="150" />
      <path className="art-house" d="M92 176 200 88l108 88v110a12 12 0 0 1-12 12H104a12 12 0 0 1-12-12Z" />
      <path className="art-roof" d="M76 184 200 80l124 104" />
      <rect className="art-door" x="178" y="226" width="44" height="72" rx="6" />
      <circle className="art-knob" cx="212" cy="264" r="3.5" />
      <rect className="art-window" x="116" y="196" width="44" height="40" rx="6" />
      <rect className="art-window" x="240" y="196" width="44" height="40" rx="6" />
      <path className="art-shine" d="M124 226l12-22M136 228l14-26" />
      <path className="art-spark" d="M322 78l6 15 15 6-15 6-6 15-6-15-15-6 15-6Z" />
      <path className="art-spark art-spark--small" d="M70 106l4 9 9 4-9 4-4 9-4-9-9-4 9-4Z" />
      <path className="art-spark art-spark--small" d="M346 236l3.5 8 8 3.5-8 3.5-3.5 8-3.5-8-8-3.5 8-3.5Z" />
      <g className="art-card" transform="translate(236 262)">
        <rect width="148" height="60" rx="12" />
        <circle className="art-card-check" cx="28" cy="30" r="14" />
        <path className="art-card-tick" d="m21 30 5 5 9-10" />
        <rect className="art-card-line" x="52" y="20" width="76" height="8" rx="4" />
        <rect className="art-card-line art-card-line--muted" x="52" y="34" width="52" height="8" rx="4" />
      </g>
    </svg>
  );
}

const stepPaths: Record<'compare' | 'book' | 'relax', string> = {
  compare: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.7-1.8L20 20',
  book: 'M5 6.5h14v12.5H5zM5 10.5h14M9 4v4M15 4v4M9.5 14.5l2 2 3.5-3.5',
  relax: 'M4 13.5 9 18.5 20 6.5',
};

export function StepIcon({ step }: { step: keyof typeof stepPaths }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
      <path d={stepPaths[step]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const trustPaths: Record<'verified' | 'deposit' | 'taxes' | 'reviews', string> = {
  verified: 'M12 3 5 6v5.5c0 4.3 2.9 8 7 9.5 4.1-1.5 7-5.2 7-9.5V6Zm-3.2 9 2.2 2.2 4.2-4.4',
  deposit: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 0v17',
  taxes: 'M7 3.5h10v17l-2.5-1.6-2.5 1.6-2.5-1.6L7 20.5ZM9.5 8h5M9.5 11.5h5M9.5 15h3',
  reviews: 'm12 4 2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8Z',
};

export function TrustIcon({ point }: { point: keyof typeof trustPaths }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
      <path
        d={trustPaths[point]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
