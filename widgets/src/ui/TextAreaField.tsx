import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../theme/appearance.ts';
import { controlLinks, FieldFrame, type FieldLabelling, useField } from './field-parts.tsx';
import { type PartAttributes, usePart } from './part.ts';
import type { UiPart } from './parts.ts';

/** An entry's own parts for a multi-line field; the field adds the shared classes to each. */
export interface TextAreaParts {
  /** The frame (with `propre-field`; its label then takes `propre-label`): the ui's `field` and `label` by default. */
  field?: PartAttributes;
  /** The textarea (with `propre-input`): the ui's `input` by default. */
  input?: PartAttributes;
  /** The counter (with `propre-hint`): the ui's `hint` by default. */
  counter?: PartAttributes;
}

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'className'>, FieldLabelling {
  /** A live line under the field (a character count), linked with aria-describedby. */
  counter?: ReactNode;
  /** An entry's own parts, named by its `part`: `parts={{ input: part('bioInput') }}`. */
  parts?: TextAreaParts;
}

const withClass = (attributes: PartAttributes, className: string): PartAttributes => ({
  ...attributes,
  className: cx(className, attributes.className),
});

/** A labelled multi-line field, built like the `TextField`: its hint, its error beside it, a counter if given. */
export function TextAreaField(props: TextAreaFieldProps) {
  const part = usePart<UiPart>('ui');
  const { frame, ids, control: rest } = useField(props, 'input');
  const { counter, parts, ...textarea } = rest;
  const counterId = counter ? `${ids.ownId}-counter` : undefined;
  return (
    <FieldFrame
      {...frame}
      root={parts?.field && withClass(parts.field, 'propre-field')}
      labelProps={parts?.field && { className: 'propre-label' }}
    >
      <textarea
        {...textarea}
        {...controlLinks(ids, frame.error, counterId)}
        {...(parts?.input ? withClass(parts.input, 'propre-input') : part('input'))}
      />
      {counter && (
        <p id={counterId} {...(parts?.counter ? withClass(parts.counter, 'propre-hint') : part('hint'))}>
          {counter}
        </p>
      )}
    </FieldFrame>
  );
}
