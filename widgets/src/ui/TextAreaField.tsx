import type { ComponentProps, ReactNode } from 'react';
import { controlLinks, FieldFrame, type FieldFrameProps, type FieldLabelling, useField } from './field-parts.tsx';
import { type PartAttributes, usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'className'>, FieldLabelling {
  /** A live line under the field (a character count), linked with aria-describedby. */
  counter?: ReactNode;
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
  const part = usePart<UiPart>('ui');
  const { frame, ids, control: rest } = useField(props, 'input');
  const { counter, root, labelProps, control, counterPart, ...textarea } = rest;
  const counterId = counter ? `${ids.ownId}-counter` : undefined;
  return (
    <FieldFrame {...frame} root={root} labelProps={labelProps}>
      <textarea {...textarea} {...controlLinks(ids, frame.error, counterId)} {...(control ?? part('input'))} />
      {counter && (
        <p id={counterId} {...(counterPart ?? part('hint'))}>
          {counter}
        </p>
      )}
    </FieldFrame>
  );
}
