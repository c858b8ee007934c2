import './auth.css';

/** @propre/widgets/auth: sign-up, the sign-in/sign-up page, role selection, password reset and passkeys (issue 24). */
export { type AuthTab, AuthWidget, type AuthWidgetProps } from './AuthWidget.tsx';
export type { FormErrors, FormProblem } from './auth-errors.ts';
export {
  type ForgotPasswordErrors,
  type ForgotPasswordState,
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './ForgotPasswordView.tsx';
export { ForgotPasswordWidget, type ForgotPasswordWidgetProps } from './ForgotPasswordWidget.tsx';
export { PasskeySettings, type PasskeySettingsProps } from './PasskeySettings.tsx';
export {
  type Passkey,
  type PasskeySettingsPart,
  PasskeySettingsView,
  type PasskeySettingsViewProps,
} from './PasskeySettingsView.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export type { AuthLinkProps, RenderLink } from './parts.tsx';
export {
  type PasswordProblem,
  type PasswordStrength,
  passwordMaxLength,
  passwordMinLength,
  passwordProblem,
  passwordStrength,
} from './password-rules.ts';
export { type RegisterPart, type RegisterState, RegisterView, type RegisterViewProps } from './RegisterView.tsx';
export { currentTermsVersion, RegisterWidget, type RegisterWidgetProps } from './RegisterWidget.tsx';
export {
  type ResetPasswordErrors,
  type ResetPasswordState,
  type ResetPasswordValues,
  ResetPasswordView,
  type ResetPasswordViewProps,
} from './ResetPasswordView.tsx';
export { ResetPasswordWidget, type ResetPasswordWidgetProps } from './ResetPasswordWidget.tsx';
export { RoleChoice, type RoleChoiceProps, type SelectableRole } from './RoleChoice.tsx';
export { type Gender, type RegisterErrors, type RegisterField, type RegisterValues, registerErrors } from './register-rules.ts';
export {
  type SelectRoleErrors,
  type SelectRolePart,
  type SelectRoleState,
  SelectRoleView,
  type SelectRoleViewProps,
} from './SelectRoleView.tsx';
export { SelectRoleWidget, type SelectRoleWidgetProps } from './SelectRoleWidget.tsx';
export type { SimpleFormPart } from './SimpleForm.tsx';
