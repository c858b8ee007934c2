import { ProblemError } from '@propre/sdk';
import { properties } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { usePartClass, usePropre } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { propertiesNs } from '../i18n/bundles/properties.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { type AddressSuggestion, addressFromSuggestion, type ChosenAddress } from './model.ts';
import { trailingPostalCodeProblem } from './postal-code.ts';

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
  /** Milliseconds after the last key before suggestions are asked for. */
  delay?: number;
  className?: string;
}

const minLength = 3;
// Loaded on the field's first focus (see SuggestionList).
const SuggestionList = lazy(() => import('./SuggestionList.tsx'));

/**
 * Why the suggestions refused the text, in the person's language: the API's own detail for a 422
 * (it names the rule: civic number, street name, postal code…), our wording otherwise.
 */
function refusalText(error: unknown, t: TFunction): string {
  if (error instanceof ProblemError && error.status === 422) return error.problem.detail || problemMessage(error, t).message;
  return t('properties:errors.suggestFailed');
}

/**
 * The property's address as an editable combobox (WAI-ARIA 1.2, list autocomplete): what is typed
 * is read by `properties.suggestAddresses`, and the address counts only once a suggestion is
 * chosen (spec §5). Arrow keys move through the suggestions, Enter chooses, Escape closes; the
 * list is placed by the ui Popover (Radix), focus never leaves the field.
 */
export function AddressField({ value, onChange, error, label, hint, id, delay = 250, className }: AddressFieldProps) {
  const { t } = useWidgetTranslation(propertiesNs, 'common');
  const { client } = usePropre();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const statusId = `${ownId}-status`;

  const [text, setText] = useState(value?.label ?? '');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  // The list's module loads once the field is first focused, before any suggestion arrives.
  const [listWanted, setListWanted] = useState(false);
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
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);

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

  const localText = localProblem
    ? t(localProblem === 'format' ? 'properties:errors.postalCodeFormat' : 'properties:errors.postalCodeQuebec')
    : null;
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
  if (chosen && value) status = t('properties:address.chosen', { label: value.label });
  else if (fresh && !refusal && items.length === 0 && !localText) status = t('properties:address.none');
  else if (expanded) status = t('properties:address.count', { count: items.length });

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  const state = chosen ? 'chosen' : expanded ? 'open' : shownError ? 'invalid' : 'typing';
  return (
    <div
      className={cx('propre-field', 'propre-address-field', usePartClass('address-field', className))}
      data-part="address-field"
      data-state={state}
      data-invalid={shownError ? true : undefined}
    >
      <label htmlFor={inputId} className="propre-label" data-part="label">
        {label ?? t('properties:fields.address')}
      </label>
      <FieldHint id={hintId}>{hint ?? t('properties:fields.addressHint')}</FieldHint>
      <div ref={anchorRef} className="propre-input-wrap" data-part="input-wrap">
        <input
          id={inputId}
          className={cx('propre-input', 'propre-address-input')}
          data-part="input"
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
          placeholder={t('properties:fields.addressPlaceholder')}
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
            setListWanted(true);
          }}
          onBlur={() => setFocused(false)}
        />
        {suggestions.isFetching && !chosen ? (
          <span className="propre-address-busy" data-part="busy">
            <Spinner size="sm" />
          </span>
        ) : null}
      </div>
      {listWanted ? (
        <Suspense fallback={null}>
          <SuggestionList
            anchorRef={anchorRef}
            open={expanded}
            onClose={() => setOpen(false)}
            listId={listId}
            label={t('properties:address.suggestions')}
            items={items}
            active={active}
            onActive={setActive}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
      <p
        id={statusId}
        className={cx('propre-address-status', !status && 'propre-address-status--empty')}
        data-part="status"
        aria-live="polite"
      >
        {chosen ? (
          <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="16" height="16">
            <path
              d="m5 10.5 3.2 3.2L15 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : null}
        {expanded ? <VisuallyHidden>{status}</VisuallyHidden> : <span>{status}</span>}
      </p>
      {shownError ? <FieldError id={errorId}>{shownError}</FieldError> : null}
    </div>
  );
}
