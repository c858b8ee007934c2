import type { ComponentProps, ReactNode } from 'react';
import { controlLinks, FieldFrame, type FieldFrameProps, useFieldIds } from './field-parts.tsx';
import { type PartAttributes, usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; linked with aria-describedby and announced. */
  error?: ReactNode;
  /** Adds « (facultatif) » to the label of a field that is not required. */
  optional?: boolean;
  /** A live line under the field (a character count), linked with aria-describedby. */
  counter?: ReactNode;
  /** The caller's class on the ui's `field` part. */
  className?: string;
  /** An entry's own parts for the frame and its label (see `FieldFrame`): the ui's `field` and `label` by default. */
  root?: FieldFrameProps['root'];
  labelProps?: FieldFrameProps['labelProps'];
  /** An entry's own part for the textarea, with the `propre-input` class: the ui's `input` by default. */
  control?: PartAttributes;
  /** An entry's own part for the counter, with the `propre-hint` class: the ui's `hint` by default. */
  counterPart?: PartAttributes;
}

/** A labelled multi-line field, built like the `TextField`: its hint, its error beside it, a counter if given. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, hint, error, optional, counter, id, className, root, labelProps, control, counterPart, ...textarea } = props;
  const part = usePart<UiPart>('ui');
  const ids = useFieldIds(id, 'input', hint, error);
  const counterId = counter ? `${ids.ownId}-counter` : undefined;
  return (
    <FieldFrame
      root={root}
      labelProps={labelProps}
      className={className}
      ids={ids}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
    >
      <textarea {...textarea} {...controlLinks(ids, error, counterId)} {...(control ?? part('input'))} />
      {counter && (
        <p id={counterId} {...(counterPart ?? part('hint'))}>
          {counter}
        </p>
      )}
    </FieldFrame>
  );
}
