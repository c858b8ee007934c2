import { FullScreenLoader } from '@propre/widgets/ui';

/** Spec §2: the full-screen loader while the user (and the app's texts) load. */
export function StartupLoader() {
  return <FullScreenLoader />;
}
