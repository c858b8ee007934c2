import './login.css';

export {
  type LoginErrors,
  type LoginFormError,
  type LoginLinkProps,
  type LoginPart,
  type LoginState,
  type LoginValues,
  LoginView,
  type LoginViewProps,
} from './LoginView.tsx';
export { LoginWidget, type LoginWidgetProps } from './LoginWidget.tsx';
export { PasskeyUnavailableError } from './login-errors.ts';
