import './auth.css';

/**
 * @propre/widgets/auth: sign-up, the sign-in/sign-up page, role selection, password reset and
 * passkeys (issue 24). Each component loads on its first render (see lazy-widget.tsx), so a
 * page pays only for the widgets it shows; their props are typed here as usual.
 */
import type { AuthWidgetProps } from './AuthWidget.tsx';
import type { ForgotPasswordViewProps } from './ForgotPasswordView.tsx';
import type { ForgotPasswordWidgetProps } from './ForgotPasswordWidget.tsx';
import { lazyWidget } from './lazy-widget.tsx';
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

export {
  type PasswordProblem,
  type PasswordStrength,
  passwordMaxLength,
  passwordMinLength,
  passwordProblem,
  passwordStrength,
} from '@propre/sdk/rules';
export type { AuthTab, AuthWidgetProps } from './AuthWidget.tsx';
export type { FormErrors, FormProblem } from './auth-errors.ts';
export type { ForgotPasswordErrors, ForgotPasswordState, ForgotPasswordViewProps } from './ForgotPasswordView.tsx';
export type { ForgotPasswordWidgetProps } from './ForgotPasswordWidget.tsx';
export type { PasskeySettingsProps } from './PasskeySettings.tsx';
export type { Passkey, PasskeySettingsPart, PasskeySettingsViewProps } from './PasskeySettingsView.tsx';
export type { PasswordFieldProps } from './PasswordField.tsx';
export type { AuthLinkProps, RenderLink } from './parts.tsx';
export type { RegisterPart, RegisterState, RegisterViewProps } from './RegisterView.tsx';
export type { RegisterWidgetProps } from './RegisterWidget.tsx';
export type {
  ResetPasswordErrors,
  ResetPasswordState,
  ResetPasswordValues,
  ResetPasswordViewProps,
} from './ResetPasswordView.tsx';
export type { ResetPasswordWidgetProps } from './ResetPasswordWidget.tsx';
export type { RoleChoiceProps, SelectableRole } from './RoleChoice.tsx';
export {
  type Gender,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  registerErrors,
} from './register-rules.ts';
export type { SelectRoleErrors, SelectRolePart, SelectRoleState, SelectRoleViewProps } from './SelectRoleView.tsx';
export type { SelectRoleWidgetProps } from './SelectRoleWidget.tsx';
export type { SimpleFormPart } from './SimpleForm.tsx';

export const AuthWidget = lazyWidget<AuthWidgetProps>(async () => (await import('./AuthWidget.tsx')).AuthWidget, 'AuthWidget');
export const RegisterWidget = lazyWidget<RegisterWidgetProps>(
  async () => (await import('./RegisterWidget.tsx')).RegisterWidget,
  'RegisterWidget',
);
export const RegisterView = lazyWidget<RegisterViewProps>(
  async () => (await import('./RegisterView.tsx')).RegisterView,
  'RegisterView',
);
export const SelectRoleWidget = lazyWidget<SelectRoleWidgetProps>(
  async () => (await import('./SelectRoleWidget.tsx')).SelectRoleWidget,
  'SelectRoleWidget',
);
export const SelectRoleView = lazyWidget<SelectRoleViewProps>(
  async () => (await import('./SelectRoleView.tsx')).SelectRoleView,
  'SelectRoleView',
);
export const ForgotPasswordWidget = lazyWidget<ForgotPasswordWidgetProps>(
  async () => (await import('./ForgotPasswordWidget.tsx')).ForgotPasswordWidget,
  'ForgotPasswordWidget',
);
export const ForgotPasswordView = lazyWidget<ForgotPasswordViewProps>(
  async () => (await import('./ForgotPasswordView.tsx')).ForgotPasswordView,
  'ForgotPasswordView',
);
export const ResetPasswordWidget = lazyWidget<ResetPasswordWidgetProps>(
  async () => (await import('./ResetPasswordWidget.tsx')).ResetPasswordWidget,
  'ResetPasswordWidget',
);
export const ResetPasswordView = lazyWidget<ResetPasswordViewProps>(
  async () => (await import('./ResetPasswordView.tsx')).ResetPasswordView,
  'ResetPasswordView',
);
export const PasskeySettings = lazyWidget<PasskeySettingsProps>(
  async () => (await import('./PasskeySettings.tsx')).PasskeySettings,
  'PasskeySettings',
);
export const PasskeySettingsView = lazyWidget<PasskeySettingsViewProps>(
  async () => (await import('./PasskeySettingsView.tsx')).PasskeySettingsView,
  'PasskeySettingsView',
);
export const PasswordField = lazyWidget<PasswordFieldProps>(
  async () => (await import('./PasswordField.tsx')).PasswordField,
  'PasswordField',
);
export const RoleChoice = lazyWidget<RoleChoiceProps>(async () => (await import('./RoleChoice.tsx')).RoleChoice, 'RoleChoice');
