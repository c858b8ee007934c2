import { createElement } from 'react';
import { entryWidgets } from '../ui/define-widget.tsx';
import { FormSkeleton, PasskeysSkeleton } from './skeletons.tsx';
import { authTexts } from './texts.ts';

const widget = entryWidgets(authTexts);
const form = () => createElement(FormSkeleton);
const passkeys = () => createElement(PasskeysSkeleton);

/** The /auth page: sign in or create an account, as two tabs. */
export const AuthWidget = widget('AuthWidget', () => import('./AuthWidget.tsx'), form);

/** Creates an account through the provider's session, every rule of spec §5 checked beside its field. */
export const RegisterWidget = widget('RegisterWidget', () => import('./RegisterWidget.tsx'), form);

/** The sign-up form with your own state, props only. */
export const RegisterView = widget('RegisterView', () => import('./RegisterView.tsx'), form);

/** Role selection (client or cleaner) for a signed-in user without a role. */
export const SelectRoleWidget = widget('SelectRoleWidget', () => import('./SelectRoleWidget.tsx'), form);

/** Role selection with your own state, props only. */
export const SelectRoleView = widget('SelectRoleView', () => import('./SelectRoleView.tsx'), form);

/** Asks the API to mail a reset link, without telling who has an account. */
export const ForgotPasswordWidget = widget('ForgotPasswordWidget', () => import('./ForgotPasswordWidget.tsx'), form);

/** The reset-link request with your own state, props only. */
export const ForgotPasswordView = widget('ForgotPasswordView', () => import('./ForgotPasswordView.tsx'), form);

/** Sets a new password with the token of a reset link. */
export const ResetPasswordWidget = widget('ResetPasswordWidget', () => import('./ResetPasswordWidget.tsx'), form);

/** The new password form with your own state, props only. */
export const ResetPasswordView = widget('ResetPasswordView', () => import('./ResetPasswordView.tsx'), form);

/** The signed-in person's passkeys: list, add, delete. */
export const PasskeySettings = widget('PasskeySettings', () => import('./PasskeySettings.tsx'), passkeys);

/** The passkeys list with your own data, props only. */
export const PasskeySettingsView = widget('PasskeySettingsView', () => import('./PasskeySettingsView.tsx'), passkeys);

/** A new password with the API's rule and a strength meter. */
export const PasswordField = widget('PasswordField', () => import('./PasswordField.tsx'));

/** Client or cleaner as two radio cards. */
export const RoleChoice = widget('RoleChoice', () => import('./RoleChoice.tsx'));
