/** The client onboarding's steps, in order (spec §2): the celebration follows the last. */
export type ClientStepId = 'welcome' | 'gender' | 'property';
export const clientSteps: readonly ClientStepId[] = ['welcome', 'gender', 'property'];
