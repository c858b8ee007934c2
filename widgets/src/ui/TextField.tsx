import { type ComponentProps, type ReactNode, useState } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { controlLinks, FieldFrame, useFieldIds } from './field-parts.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Adds « (facultatif) » to the label of a field that is not required. */
  optional?: boolean;
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled input (text, email, password, search, date, number…). A password field gets a
 * show/hide button.
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  inputClassName,
  type = 'text',
  ...input
}: TextFieldProps) {
  const part = usePart<UiPart>('ui');
  const { t } = useWidgetTranslation('common');
  const ids = useFieldIds(id, 'input', hint, error);
  const inputId = ids.controlId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame className={className} ids={ids} label={label} optional={optional} hint={hint} error={error}>
      <div {...part('inputWrap')}>
        <input
          {...input}
          {...controlLinks(ids, error, input['aria-describedby'])}
          type={isPassword && revealed ? 'text' : type}
          {...part('input', { className: cx(isPassword && 'propre-input--with-action', inputClassName) })}
        />
        {isPassword && (
          <button
            type="button"
            {...part('reveal', { className: 'propre-input-action' })}
            aria-controls={inputId}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('field.hidePassword') : t('field.showPassword')}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
