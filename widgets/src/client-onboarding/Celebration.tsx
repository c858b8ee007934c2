import { usePart } from '../ui/part.ts';
import type { ClientOnboardingPart } from './parts.ts';

/** The drawing's pieces, styled by client-onboarding.css (not parts: a partner styles the whole `art`). */
const piece = (name: string) => `propre-client-onboarding__art-${name}`;

/**
 * The celebration's picture: a tidy house with sparkles and a check. Pure SVG and CSS (no
 * library); the sparkles twinkle and the check draws itself once, and nothing moves for people
 * who ask for reduced motion (client-onboarding.css).
 */
export function CelebrationArt() {
  const part = usePart<ClientOnboardingPart>('client-onboarding');
  return (
    <svg {...part('art')} viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <circle className={piece('halo')} cx="120" cy="86" r="66" />
      <g className={piece('house')}>
        <path className={piece('wall')} d="M76 82v52h88V82" />
        <path className={piece('roof')} d="M64 88 120 44l56 44" />
        <rect className={piece('door')} x="110" y="106" width="20" height="28" rx="3" />
        <rect className={piece('window')} x="86" y="94" width="16" height="14" rx="2" />
        <rect className={piece('window')} x="138" y="94" width="16" height="14" rx="2" />
      </g>
      <g className={piece('badge')}>
        <circle cx="170" cy="58" r="18" />
        <path className={piece('check')} d="m161 58 6.5 6.5L180 51.5" />
      </g>
      <g>
        <path className={piece('sparkle')} d="M46 50l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path className={piece('sparkle')} d="M198 100l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
        <path className={piece('sparkle')} d="M60 118l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
        <path className={piece('sparkle')} d="M112 16l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
      </g>
    </svg>
  );
}
