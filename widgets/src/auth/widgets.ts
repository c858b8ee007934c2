import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import type { AuthWidgetProps } from './AuthWidget.tsx';
import type { ForgotPasswordViewProps } from './ForgotPasswordView.tsx';
import type { ForgotPasswordWidgetProps } from './ForgotPasswordWidget.tsx';
import type { PasskeySettingsProps } from './PasskeySettings.tsx';
import type { PasskeySettingsViewProps } from './PasskeySettingsView.tsx';
import type { PasswordFieldProps } from './PasswordField.tsx';
import type { RegisterViewProps } from './RegisterView.tsx';
import type { RegisterWidgetProps } from './RegisterWidget.tsx';
import type { ResetPasswordViewProps } from './ResetPasswordView.tsx';
import type { ResetPasswordWidgetProps } from './ResetPasswordWidget.tsx';
import type { RoleChoiceProps } from './RoleChoice.tsx';
import type { SelectRoleViewProps } from './SelectRoleView.tsx';
import type { SelectRoleWidgetProps } from './SelectRoleWidget.tsx';
import { FormSkeleton, PasskeysSkeleton } from './skeletons.tsx';
import { authTexts } from './texts.ts';

/** The /auth page: sign in or create an account, as two tabs. */
export const AuthWidget = defineWidget<AuthWidgetProps>({
  name: 'AuthWidget',
  texts: authTexts,
  load: () => import('./AuthWidget.tsx').then((module) => module.AuthWidget),
  skeleton: () => createElement(FormSkeleton),
});

/** Creates an account through the provider's session, every rule of spec §5 checked beside its field. */
export const RegisterWidget = defineWidget<RegisterWidgetProps>({
  name: 'RegisterWidget',
  texts: authTexts,
  load: () => import('./RegisterWidget.tsx').then((module) => module.RegisterWidget),
  skeleton: () => createElement(FormSkeleton),
});

/** The sign-up form with your own state, props only. */
export const RegisterView = defineWidget<RegisterViewProps>({
  name: 'RegisterView',
  texts: authTexts,
  load: () => import('./RegisterView.tsx').then((module) => module.RegisterView),
  skeleton: () => createElement(FormSkeleton),
});

/** Role selection (client or cleaner) for a signed-in user without a role. */
export const SelectRoleWidget = defineWidget<SelectRoleWidgetProps>({
  name: 'SelectRoleWidget',
  texts: authTexts,
  load: () => import('./SelectRoleWidget.tsx').then((module) => module.SelectRoleWidget),
  skeleton: () => createElement(FormSkeleton),
});

/** Role selection with your own state, props only. */
export const SelectRoleView = defineWidget<SelectRoleViewProps>({
  name: 'SelectRoleView',
  texts: authTexts,
  load: () => import('./SelectRoleView.tsx').then((module) => module.SelectRoleView),
  skeleton: () => createElement(FormSkeleton),
});

/** Asks the API to mail a reset link, without telling who has an account. */
export const ForgotPasswordWidget = defineWidget<ForgotPasswordWidgetProps>({
  name: 'ForgotPasswordWidget',
  texts: authTexts,
  load: () => import('./ForgotPasswordWidget.tsx').then((module) => module.ForgotPasswordWidget),
  skeleton: () => createElement(FormSkeleton),
});

/** The reset-link request with your own state, props only. */
export const ForgotPasswordView = defineWidget<ForgotPasswordViewProps>({
  name: 'ForgotPasswordView',
  texts: authTexts,
  load: () => import('./ForgotPasswordView.tsx').then((module) => module.ForgotPasswordView),
  skeleton: () => createElement(FormSkeleton),
});

/** Sets a new password with the token of a reset link. */
export const ResetPasswordWidget = defineWidget<ResetPasswordWidgetProps>({
  name: 'ResetPasswordWidget',
  texts: authTexts,
  load: () => import('./ResetPasswordWidget.tsx').then((module) => module.ResetPasswordWidget),
  skeleton: () => createElement(FormSkeleton),
});

/** The new password form with your own state, props only. */
export const ResetPasswordView = defineWidget<ResetPasswordViewProps>({
  name: 'ResetPasswordView',
  texts: authTexts,
  load: () => import('./ResetPasswordView.tsx').then((module) => module.ResetPasswordView),
  skeleton: () => createElement(FormSkeleton),
});

/** The signed-in person's passkeys: list, add, delete. */
export const PasskeySettings = defineWidget<PasskeySettingsProps>({
  name: 'PasskeySettings',
  texts: authTexts,
  load: () => import('./PasskeySettings.tsx').then((module) => module.PasskeySettings),
  skeleton: () => createElement(PasskeysSkeleton),
});

/** The passkeys list with your own data, props only. */
export const PasskeySettingsView = defineWidget<PasskeySettingsViewProps>({
  name: 'PasskeySettingsView',
  texts: authTexts,
  load: () => import('./PasskeySettingsView.tsx').then((module) => module.PasskeySettingsView),
  skeleton: () => createElement(PasskeysSkeleton),
});

/** A new password with the API's rule and a strength meter. */
export const PasswordField = defineWidget<PasswordFieldProps>({
  name: 'PasswordField',
  texts: authTexts,
  load: () => import('./PasswordField.tsx').then((module) => module.PasswordField),
});

/** Client or cleaner as two radio cards. */
export const RoleChoice = defineWidget<RoleChoiceProps>({
  name: 'RoleChoice',
  texts: authTexts,
  load: () => import('./RoleChoice.tsx').then((module) => module.RoleChoice),
});
