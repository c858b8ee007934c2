import type { RefObject } from 'react';
import { Popover } from '../ui/Popover.tsx';
import { usePart } from '../ui/part.ts';
import type { AddressSuggestion } from './model.ts';
import type { PropertiesPart } from './parts.ts';

export interface SuggestionListProps {
  anchorRef: RefObject<HTMLElement | null>;
  open: boolean;
  onClose: () => void;
  listId: string;
  label: string;
  items: readonly AddressSuggestion[];
  active: number;
  onActive: (index: number) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The suggestions' listbox, placed under the address field by the ui Popover, never above it. A module of its
 * own, loaded when the field is first used: the positioning library weighs more than the whole
 * properties widget, and many visits never open the list.
 */
export function SuggestionList({
  anchorRef,
  open,
  onClose,
  listId,
  label,
  items,
  active,
  onActive,
  onChoose,
}: SuggestionListProps) {
  const part = usePart<PropertiesPart>('properties');
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      className={part('suggestionsPopover').className}
      anchorRef={anchorRef}
      // Always under the field: flipped above, it would cover the field's label on a phone.
      fixedSide
    >
      <div id={listId} role="listbox" aria-label={label} {...part('suggestions', { className: 'propre-bare-list' })}>
        {items.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays on the combobox (aria-activedescendant), as WAI-ARIA's combobox pattern says
          <div
            key={suggestion.suggestionId}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            {...part('suggestion', { className: 'propre-stack' })}
            // Pressing an option must not take the focus from the field.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            onMouseMove={() => onActive(index)}
          >
            <span {...part('suggestionStreet')}>{suggestion.streetAddress}</span>
            <span {...part('suggestionPlace')}>
              {suggestion.label.slice(suggestion.streetAddress.length).replace(/^,\s*/, '')}
            </span>
          </div>
        ))}
      </div>
    </Popover>
  );
}
