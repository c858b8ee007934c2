import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * The address a form asks a person for: an email field the browser can fill, required (and
 * said to be, for screen readers that do not announce `required`).
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" required aria-required="true" {...props} />;
}
