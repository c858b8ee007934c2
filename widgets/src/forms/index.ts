export { FormAlert, type FormAlertProps } from './FormAlert.tsx';
export {
  type FormAgain,
  FormFrame,
  type FormFrameProps,
  type FormFrameState,
  type FrameViewProps,
  formFrameProps,
  frameStateOf,
} from './FormFrame.tsx';
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
export {
  refusedFields,
  type SendForm,
  type SentFormKeys,
  type SentFormViewProps,
  type UseSendFormOptions,
  useSendForm,
} from './use-send-form.ts';
