import { ProblemError } from '@propre/sdk';
import { properties } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ComponentType, type KeyboardEvent, useId, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { LineIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useDebounced } from '../ui/use-debounced.ts';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { type AddressSuggestion, addressFromSuggestion, type ChosenAddress } from './model.ts';
import type { PropertiesPart } from './parts.ts';
import { trailingPostalCodeProblem } from './postal-code.ts';
import type { SuggestionListProps } from './SuggestionList.tsx';
import { propertiesTexts } from './texts.ts';

export interface AddressFieldProps {
  /** The address chosen (a suggestion, or the saved one when editing); null while none is. */
  value: ChosenAddress | null;
  /** A suggestion was chosen, or the text changed after one was (null: the address must be chosen again). */
  onChange: (address: ChosenAddress | null) => void;
  /** The form's error for the field (required, not chosen, the API's answer to the save). */
  error?: string;
  label?: string;
  hint?: string;
  id?: string;
  /** The input's name, for a form that moves the focus to it (`address`). */
  name?: string;
  /** Milliseconds after the last key before suggestions are asked for. */
  delay?: number;
}

const minLength = 3;

/**
 * Why the suggestions refused the text, in the person's language: the API's own detail for a 422
 * (it names the rule: civic number, street name, postal code…), our wording otherwise.
 */
function refusalText(error: unknown, t: TFunction): string {
  if (error instanceof ProblemError && error.status === 422) return error.problem.detail || problemMessage(error, t).message;
  return t('errors.suggestFailed');
}

/**
 * The property's address as an editable combobox (WAI-ARIA 1.2, list autocomplete): what is typed
 * is read by `properties.suggestAddresses`, and the address counts only once a suggestion is
 * chosen (spec §5). Arrow keys move through the suggestions, Enter chooses, Escape closes; the
 * list is placed by the ui Popover (Radix), focus never leaves the field.
 */
export function AddressField({ value, onChange, error, label, hint, id, name, delay = 250 }: AddressFieldProps) {
  const { t, part } = useEntry<PropertiesPart>(propertiesTexts);
  const { client } = usePropre();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const statusId = `${ownId}-status`;

  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  // The list's module (and the positioning library it places itself with, heavier than the rest
  // of the entry) loads once the field is first focused, before any suggestion arrives.
  const [SuggestionList, setSuggestionList] = useState<ComponentType<SuggestionListProps> | null>(null);
  const loadList = () => {
    if (!SuggestionList) void import('./SuggestionList.tsx').then((module) => setSuggestionList(() => module.SuggestionList));
  };
  const anchorRef = useRef<HTMLDivElement>(null);
  // A value set from outside (a reset, an edited property loaded) replaces the text.
  const shown = useRef(value);
  if (shown.current !== value) {
    shown.current = value;
    if (value && value.label !== text) setText(value.label);
  }

  const typed = text.trim();
  const chosen = value !== null && value.label === text;
  const localProblem = chosen ? null : trailingPostalCodeProblem(typed);
  const asked = useDebounced(typed, delay, '');

  const wanted = !chosen && localProblem === null && asked.length >= minLength && asked === typed;
  const suggestions = useQuery({
    ...properties.suggestAddresses(client, { q: asked }),
    enabled: !chosen && localProblem === null && asked.length >= minLength,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // The last answer stays shown while the next is on its way, but not for a text that cannot be an address.
  const listable = !chosen && localProblem === null && typed.length >= minLength;
  const items: readonly AddressSuggestion[] = listable && suggestions.data ? suggestions.data.items : [];
  const fresh = wanted && !suggestions.isPlaceholderData && !suggestions.isFetching;
  const refusal = !chosen && wanted && suggestions.isError ? refusalText(suggestions.error, t) : null;
  const expanded = open && focused && items.length > 0;

  const localText = localProblem ? t(localProblem === 'format' ? 'errors.postalCodeFormat' : 'errors.postalCodeQuebec') : null;
  const shownError = localText ?? refusal ?? error;

  const choose = (suggestion: AddressSuggestion) => {
    const address = addressFromSuggestion(suggestion);
    shown.current = address;
    setText(address.label);
    setOpen(false);
    setActive(-1);
    onChange(address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (expanded ? (index + step + items.length) % items.length : step === 1 ? 0 : items.length - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter chooses the suggestion, it does not submit the form.
      event.preventDefault();
      const suggestion = items[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (chosen && value) status = t('address.chosen', { label: value.label });
  else if (fresh && !refusal && items.length === 0 && !localText) status = t('address.none');
  else if (expanded) status = t('address.count', { count: items.length });

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  const state = chosen ? 'chosen' : expanded ? 'open' : shownError ? 'invalid' : 'typing';
  return (
    <div {...part('addressField', { state, className: 'propre-field' })} data-invalid={shownError ? true : undefined}>
      <label htmlFor={inputId} className="propre-label">
        {label ?? t('fields.address')}
      </label>
      <FieldHint id={hintId}>{hint ?? t('fields.addressHint')}</FieldHint>
      <div ref={anchorRef} className="propre-input-wrap">
        <input
          id={inputId}
          name={name}
          {...part('addressInput', { className: 'propre-input' })}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(hintId, shownError ? errorId : undefined, statusId)}
          placeholder={t('fields.addressPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
            if (value !== null) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
            loadList();
          }}
          onBlur={() => setFocused(false)}
        />
        {suggestions.isFetching && !chosen ? (
          <span {...part('addressBusy')}>
            <Spinner size="sm" />
          </span>
        ) : null}
      </div>
      {SuggestionList ? (
        <SuggestionList
          anchorRef={anchorRef}
          open={expanded}
          onClose={() => setOpen(false)}
          listId={listId}
          label={t('address.suggestions')}
          items={items}
          active={active}
          onActive={setActive}
          onChoose={choose}
        />
      ) : null}
      <p
        id={statusId}
        {...part('addressStatus', { className: 'propre-row', state: status ? undefined : 'empty' })}
        aria-live="polite"
      >
        {chosen ? (
          <LineIcon size={16} viewBox="0 0 20 20" strokeWidth={2}>
            <path d="m5 10.5 3.2 3.2L15 7" />
          </LineIcon>
        ) : null}
        {expanded ? <VisuallyHidden>{status}</VisuallyHidden> : <span>{status}</span>}
      </p>
      {shownError ? <FieldError id={errorId}>{shownError}</FieldError> : null}
    </div>
  );
}
