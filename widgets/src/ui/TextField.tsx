import { type ComponentProps, useState } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { FieldFrame, type FieldLabelling, useField } from './field-parts.tsx';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'>, FieldLabelling {
  inputClassName?: string;
}

/**
 * A labelled input (text, email, password, search, date, number…). A password field gets a
 * show/hide button.
 */
export function TextField(props: TextFieldProps) {
  const part = usePart<UiPart>('ui');
  const { t } = useWidgetTranslation('common');
  const { frame, ids, control } = useField(props, 'input');
  const { inputClassName, type = 'text', ...input } = control;
  const inputId = ids.controlId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame {...frame}>
      <div {...part('inputWrap')}>
        <input
          {...input}
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
