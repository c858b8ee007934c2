import { LoadingPart } from '../ui/LoadingPart.tsx';
import type { LoginPart } from './parts.ts';

/** The sign-in form while its code and texts load: a form's frame and shape, no words. */
export const LoginSkeleton = () => <LoadingPart<LoginPart> entry="login" part="root" shapes={[{ height: '24rem' }]} />;
