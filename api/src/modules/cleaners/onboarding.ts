import type { components } from '@propre/openapi/types';
import type { IUser } from '../accounts/accounts.entities.ts';
import type { ICleanerProfile } from './cleaners.entities.ts';
import { quickStartMissing } from './cleaners.service.ts';

export type CleanerOnboardingDto = components['schemas']['CleanerOnboarding'];

/** Facts other areas own that the onboarding steps depend on. */
export interface OnboardingSources {
  /** True when the cleaner has at least one availability block. */
  hasAvailability(userId: string): Promise<boolean>;
  /** The cleaner's verification status (verification area). */
  verificationStatus(userId: string): Promise<'pending' | 'verified' | 'unverified' | 'rejected'>;
}

/**
 * The spec's three steps, in order. quick-start: enough to be listed (bio, service types and
 * cities, a price). ready-to-work: enough to be booked (photo, address, experience, languages,
 * availability). full-verification: identity (id and background check approved), business
 * (valid insurance) and training (at least one certificate).
 */
export async function cleanerOnboarding(
  user: IUser,
  profile: ICleanerProfile,
  sources: OnboardingSources,
  today: string,
): Promise<CleanerOnboardingDto> {
  const readyMissing: string[] = [];
  if (!user.avatarKey) readyMissing.push('profilePic');
  if (!profile.address) readyMissing.push('address');
  if (profile.yearsOfExperience == null) readyMissing.push('experience');
  if (profile.languages.length === 0) readyMissing.push('languages');
  if (!(await sources.hasAvailability(user.id))) readyMissing.push('availability');

  const verificationMissing: string[] = [];
  if ((await sources.verificationStatus(user.id)) !== 'verified') verificationMissing.push('identity');
  if (!profile.insuranceExpiresOn || profile.insuranceExpiresOn < today) verificationMissing.push('insurance');
  if (profile.certificates.length === 0) verificationMissing.push('training');

  const steps: CleanerOnboardingDto['steps'] = [
    { id: 'quick-start', done: false, missing: quickStartMissing(profile) },
    { id: 'ready-to-work', done: false, missing: readyMissing },
    { id: 'full-verification', done: false, missing: verificationMissing },
  ];
  for (const step of steps) step.done = step.missing.length === 0;
  const current = steps.find((s) => !s.done);
  return { currentStep: current?.id ?? null, completed: current === undefined, steps };
}
