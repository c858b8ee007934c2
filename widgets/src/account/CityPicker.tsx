import { places } from '@propre/sdk/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldError, FieldHint } from '../ui/field-parts.tsx';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import { useDebounced } from '../ui/use-debounced.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountPart } from './parts.ts';
import { accountTexts } from './texts.ts';

const suggestDelayMs = 250;
// A text that cannot start a city's name (digits, signs) would only get 422 invalid_city.
const cityStart = /^[\p{L}][\p{L}\p{M}\s'’.-]*$/u;
const maxCities = 50;

export interface CityPickerProps {
  /** The cities chosen, by their French name (as the API stores them). */
  value: readonly string[];
  onChange: (cities: string[]) => void;
  error?: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();

/**
 * Service cities: names suggested by the places API as the person types (the browser's own
 * suggestion list, so keyboard and screen readers work as everywhere), added with Enter or the
 * Add button, and removable one by one.
 */
export function CityPicker({ value, onChange, error }: CityPickerProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const { client, locale } = usePropre();
  const id = useId();
  const ui = usePart<UiPart>('ui');
  const [typed, setTyped] = useState('');
  const asked = useDebounced(typed.trim(), suggestDelayMs);
  const cities = useQuery({
    ...places.searchCities(client, { q: asked, limit: 8 }),
    enabled: asked.length >= 2 && cityStart.test(asked),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const items = cities.data?.items ?? [];
  // The API stores the French name; each reader sees the name of their language.
  const shown = useMemo(
    () => items.map((city) => ({ name: city.name, label: locale === 'en' ? city.nameEn : city.name })),
    [items, locale],
  );
  const labelOf = (name: string) => shown.find((city) => city.name === name)?.label ?? name;

  const add = () => {
    const text = typed.trim();
    if (!text) return;
    // A suggestion typed out (in either language, any accents) is stored under its French name.
    const match = items.find((city) => fold(city.name) === fold(text) || fold(city.nameEn) === fold(text));
    const name = match?.name ?? text;
    if (!value.some((city) => fold(city) === fold(name)) && value.length < maxCities) onChange([...value, name]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the city instead of saving the whole section.
      event.preventDefault();
      add();
    }
  };

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const listId = `${id}-suggestions`;
  return (
    <div {...part('cityPicker', { className: ui('field').className })} data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} {...part('cityLabel', { className: 'propre-label' })}>
        {t('area.cities.label')}
      </label>
      <FieldHint id={hintId}>{t('area.cities.hint')}</FieldHint>
      {value.length > 0 ? (
        <ul {...part('chosenCities', { className: 'propre-wrap propre-bare-list' })}>
          {value.map((city) => (
            <li key={city} {...part('cityChip', { className: 'propre-chip' })}>
              <span>{labelOf(city)}</span>
              <button
                type="button"
                {...part('cityRemove')}
                aria-label={t('area.cities.remove', { city: labelOf(city) })}
                onClick={() => onChange(value.filter((other) => other !== city))}
              >
                <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
                  <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p {...part('noCities', { className: 'propre-hint' })}>{t('area.cities.none')}</p>
      )}
      <div {...part('cityAdd', { className: 'propre-wrap' })}>
        <div {...part('cityInputWrap', { className: 'propre-input-wrap' })}>
          <input
            id={inputId}
            name="serviceCities"
            {...part('cityInput', { className: 'propre-input' })}
            list={listId}
            autoComplete="off"
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, errorId)}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <datalist id={listId}>
            {shown.map((city) => (
              <option key={city.name} value={city.label} />
            ))}
          </datalist>
        </div>
        <Button variant="secondary" onClick={add} {...part('addCity')}>
          {t('area.cities.add')}
        </Button>
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
