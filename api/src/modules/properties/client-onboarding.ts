import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { execute } from '../../db/sql.ts';
import { ClientOnboarding } from './properties.entities.ts';

export type ClientOnboardingDto = components['schemas']['ClientOnboarding'];

export interface ClientOnboardingService {
  progress(userId: string): Promise<ClientOnboardingDto>;
  /** Records that the client saw the welcome screen; the first time is kept. */
  completeWelcome(userId: string): Promise<ClientOnboardingDto>;
}

/**
 * The spec's client onboarding: welcome, gender, property, then the celebration screen. Only
 * the welcome step needs a record of its own; the gender step is always done because sign-up
 * requires an answer ("prefer not to say" is one, and the step would otherwise never end for
 * those who chose it); the property step is done with one property not deleted.
 */
export function createClientOnboardingService(deps: {
  orm: MikroORM;
  countProperties(userId: string): Promise<number>;
}): ClientOnboardingService {
  const { orm, countProperties } = deps;

  async function progress(userId: string): Promise<ClientOnboardingDto> {
    const [welcome, properties] = await Promise.all([
      orm.em.fork().findOne(ClientOnboarding, { userId }),
      countProperties(userId),
    ]);
    const steps: ClientOnboardingDto['steps'] = [
      { id: 'welcome', done: welcome !== null },
      { id: 'gender', done: true },
      { id: 'property', done: properties > 0 },
    ];
    const current = steps.find((step) => !step.done);
    return { currentStep: current?.id ?? null, completed: current === undefined, steps };
  }

  return {
    progress,
    async completeWelcome(userId) {
      await execute(
        orm.em.fork(),
        'insert into client_onboarding (user_id, welcome_seen_at) values ($1, now()) on conflict (user_id) do nothing',
        [userId],
      );
      return progress(userId);
    },
  };
}
