import { LoadingPart } from '../ui/LoadingPart.tsx';
import type { AuthPart } from './parts.ts';

/** An auth form while its code and texts load: about a form's height, so the page does not jump. */
export const FormSkeleton = () => <LoadingPart<AuthPart> entry="auth" part="register" shapes={[{ height: '24rem' }]} />;

/** The passkeys section while its code and texts load. */
export const PasskeysSkeleton = () => (
  <LoadingPart<AuthPart>
    entry="auth"
    part="passkeys"
    className="propre-stack"
    shapes={[{ shape: 'text', width: '40%', height: '1.5rem' }, { height: '6rem' }]}
  />
);
