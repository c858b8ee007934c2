import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import type { LoginViewProps } from './LoginView.tsx';
import type { LoginWidgetProps } from './LoginWidget.tsx';
import { LoginSkeleton } from './skeletons.tsx';
import { loginTexts } from './texts.ts';

/**
 * Sign in with an email or username and a password, or a passkey, through the provider's
 * session: long-term with "remember me", for the browser session otherwise (spec §4).
 */
export const LoginWidget = defineWidget<LoginWidgetProps>({
  name: 'LoginWidget',
  texts: loginTexts,
  load: () => import('./LoginWidget.tsx').then((module) => module.LoginWidget),
  skeleton: () => createElement(LoginSkeleton),
});

/** The sign-in form with your own state: values, errors and state in, changes and submits out. */
export const LoginView = defineWidget<LoginViewProps>({
  name: 'LoginView',
  texts: loginTexts,
  load: () => import('./LoginView.tsx').then((module) => module.LoginView),
  skeleton: () => createElement(LoginSkeleton),
});
