import './auth.css';

/**
 * @propre/widgets/auth: sign-up, the sign-in/sign-up page, role selection, password reset and
 * passkeys (issue 24). Each widget loads its code and texts on its first render (defineWidget),
 * so a page pays only for the widgets it shows.
 */
export {
  type PasswordProblem,
  type PasswordStrength,
  passwordMaxLength,
  passwordMinLength,
  passwordProblem,
  passwordStrength,
} from '@propre/sdk/rules';
export type { FormErrors, FormProblem } from '../forms/form-errors.ts';
export type { AuthTab, AuthWidgetProps } from './AuthWidget.tsx';
export type { ForgotPasswordErrors, ForgotPasswordState, ForgotPasswordViewProps } from './ForgotPasswordView.tsx';
export type { ForgotPasswordWidgetProps } from './ForgotPasswordWidget.tsx';
export type { AuthLinkProps, RenderLink } from './links.tsx';
export type { PasskeySettingsProps } from './PasskeySettings.tsx';
export type { Passkey, PasskeySettingsViewProps } from './PasskeySettingsView.tsx';
export type { PasswordFieldProps } from './PasswordField.tsx';
export { type AuthPart, authParts } from './parts.ts';
export type { RegisterState, RegisterViewProps } from './RegisterView.tsx';
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
export type { SelectRoleErrors, SelectRoleState, SelectRoleViewProps } from './SelectRoleView.tsx';
export type { SelectRoleWidgetProps } from './SelectRoleWidget.tsx';
export * from './widgets.ts';
