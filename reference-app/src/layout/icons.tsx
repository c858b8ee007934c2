/** Small inline icons of the shell: decorative (hidden from screen readers), sized by the font. */
const common = { focusable: false, width: '1.25em', height: '1.25em', viewBox: '0 0 24 24' } as const;

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" {...common} className="app-icon app-icon--chevron">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" {...common} className="app-icon">
      <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ThemeIcon() {
  return (
    <svg aria-hidden="true" {...common} className="app-icon">
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 4a8 8 0 0 1 0 16Z" fill="currentColor" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg aria-hidden="true" {...common} className="app-icon">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3.5 12h17M12 3.5c2.4 2.6 3.5 5.4 3.5 8.5s-1.1 5.9-3.5 8.5c-2.4-2.6-3.5-5.4-3.5-8.5s1.1-5.9 3.5-8.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg aria-hidden="true" {...common} className="app-icon">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
