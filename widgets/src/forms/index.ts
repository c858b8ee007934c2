export { FormAlert, type FormAlertProps } from './FormAlert.tsx';
export { FormFrame, type FormFrameProps, type FormFrameState, type FrameViewProps, formFrameProps } from './FormFrame.tsx';
export {
  type ErrorPlacement,
  type FormErrors,
  type FormProblem,
  formatDelay,
  formErrorsOf,
  hasErrors,
  retryAfterSeconds,
} from './form-errors.ts';
export {
  type BoundField,
  type BoundInput,
  type FormState,
  type UseFormOptions,
  useErrorFocus,
  useForm,
  type Wording,
} from './use-form.ts';
