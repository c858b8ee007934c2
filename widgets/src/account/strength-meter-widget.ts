import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { PasswordStrengthMeterProps } from './PasswordStrengthMeter.tsx';
import { accountTexts } from './texts.ts';

/** The new password's strength: its own chunk (the list of common passwords), loaded with the first character typed. */
export const PasswordStrengthMeter = defineWidget<PasswordStrengthMeterProps>({
  name: 'PasswordStrengthMeter',
  texts: accountTexts,
  load: () => import('./PasswordStrengthMeter.tsx').then((module) => module.PasswordStrengthMeter),
  skeleton: () => createElement(Skeleton, { height: '2rem' }),
});
