import './login.css';

/** @propre/widgets/login: the sign-in form, with a password or a passkey. */
export type {
  LoginErrors,
  LoginFormError,
  LoginLinkProps,
  LoginState,
  LoginValues,
  LoginViewProps,
} from './LoginView.tsx';
export type { LoginWidgetProps, SignInOutcomeProps } from './LoginWidget.tsx';
export { PasskeyUnavailableError } from './login-errors.ts';
export { type LoginPart, loginParts } from './parts.ts';
export * from './widgets.ts';
