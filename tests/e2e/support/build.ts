/**
 * The journeys' builds on their own (the reference app and Storybook's static build, each only
 * when its sources changed): `./script/test` runs this beside test:unit, whose time is mostly
 * spent waiting on PostgreSQL, so that test:e2e's global setup then finds both current.
 */
import { ensureBuilt } from './server.ts';

await ensureBuilt();
