import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { LoginPart } from './parts.ts';

/** The sign-in form while its code and texts load: a form's frame and shape, no words. */
export function LoginSkeleton() {
  const part = usePart<LoginPart>('login');
  return (
    <div {...part('root', { state: 'loading' })}>
      <Skeleton shape="rect" height="24rem" />
    </div>
  );
}
