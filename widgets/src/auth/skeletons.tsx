import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AuthPart } from './parts.ts';

/** An auth form while its code and texts load: about a form's height, so the page does not jump. */
export function FormSkeleton() {
  const part = usePart<AuthPart>('auth');
  return (
    <div {...part('register', { state: 'loading' })}>
      <Skeleton shape="rect" height="24rem" />
    </div>
  );
}

/** The passkeys section while its code and texts load. */
export function PasskeysSkeleton() {
  const part = usePart<AuthPart>('auth');
  return (
    <div {...part('passkeys', { className: 'propre-stack', state: 'loading' })}>
      <Skeleton shape="text" width="40%" height="1.5rem" />
      <Skeleton shape="rect" height="6rem" />
    </div>
  );
}
