import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { LoginSkeleton } from './skeletons.tsx';
import { loginTexts } from './texts.ts';

const widget = entryWidgets(loginTexts);
const login = () => createElement(LoginSkeleton);

/**
 * Sign in with an email or username and a password, or a passkey, through the provider's
 * session: long-term with "remember me", for the browser session otherwise (spec §4).
 */
export const LoginWidget = widget('LoginWidget', () => import('./LoginWidget.tsx'), login);

/** The sign-in form with your own state: values, errors and state in, changes and submits out. */
export const LoginView = widget('LoginView', () => import('./LoginView.tsx'), login);
