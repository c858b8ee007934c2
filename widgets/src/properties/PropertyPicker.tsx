import { properties as propertiesApi } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldError } from '../ui/field-parts.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { Property } from './model.ts';
import { usePropertySummary } from './PropertyCard.tsx';
import { PropertyForm } from './PropertyForm.tsx';
import type { PropertiesPart } from './parts.ts';
import { propertiesTexts } from './texts.ts';

export interface PropertyPickerProps {
  /** Controlled: the chosen property's id (null for none); pair it with `onChange`. */
  value?: string | null;
  /** Uncontrolled: the property chosen at first. */
  defaultValue?: string | null;
  /** A property was chosen, or added inline (then it is chosen too). */
  onChange?: (property: Property) => void;
  /** The host's error for the choice (e.g. « Choisissez une propriété. » when booking without one). */
  error?: string;
  /** The group's legend; « Propriété à nettoyer » by default. */
  legend?: string;
  /** The inline form's heading level. */
  headingLevel?: 2 | 3 | 4;
  /** A failed list or save. */
  onError?: (error: unknown) => void;
}

/**
 * Choose one of my properties, or add one without leaving the page (the booking's property
 * step): radio cards, and "add a property" opening the compact PropertyForm inline. A client
 * with no property sees the form at once.
 */
export function PropertyPicker(props: PropertyPickerProps) {
  const { value, defaultValue = null, onChange, error, legend, headingLevel = 3, onError } = props;
  const { t, part } = useEntry<PropertiesPart>(propertiesTexts);
  const { client } = usePropre();
  const summary = usePropertySummary();
  const id = useId();
  const list = useQuery(propertiesApi.list(client));
  const [own, setOwn] = useState<string | null>(defaultValue);
  const chosen = value === undefined ? own : value;
  const [adding, setAdding] = useState(false);
  const items = list.data?.items ?? [];
  const formOpen = adding || (list.isSuccess && items.length === 0);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusChosen = useRef(false);

  const choose = (property: Property) => {
    if (value === undefined) setOwn(property.id);
    onChange?.(property);
  };

  // After an inline add (or a cancel), the focus goes back to the list: the new property's radio.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form closes or the list changes
  useEffect(() => {
    if (!focusChosen.current || formOpen) return;
    focusChosen.current = false;
    const target = rootRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? addRef.current;
    target?.focus();
  }, [formOpen, items.length]);

  const errorId = error ? `${id}-error` : undefined;
  const state = list.isPending ? 'loading' : list.isError ? 'error' : formOpen ? 'adding' : 'idle';
  return (
    <fieldset
      ref={rootRef}
      {...part('picker', { className: 'propre-stack', state })}
      aria-describedby={describedBy(undefined, errorId)}
      aria-busy={list.isPending || undefined}
    >
      <legend {...part('legend')}>{legend ?? t('picker.legend')}</legend>
      {list.isPending ? (
        <div {...part('pickerList', { className: 'propre-stack propre-bare-list' })}>
          <VisuallyHidden>{t('picker.loading')}</VisuallyHidden>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      ) : list.isError ? (
        <ProblemAlert
          error={list.error}
          onRetry={() => {
            void list.refetch();
          }}
          retrying={list.isFetching}
        />
      ) : (
        <>
          {items.length > 0 ? (
            <ul {...part('pickerList', { className: 'propre-stack propre-bare-list' })}>
              {items.map((property) => (
                <li key={property.id}>
                  <label {...part('option')}>
                    <input
                      type="radio"
                      name={`${id}-property`}
                      value={property.id}
                      checked={chosen === property.id}
                      aria-invalid={error ? true : undefined}
                      onChange={() => choose(property)}
                    />
                    <span {...part('optionText', { className: 'propre-stack' })}>
                      <span {...part('optionName')}>
                        {property.name} · {t(`types.${property.type}`)}
                      </span>
                      <span {...part('optionDetail')}>
                        {property.address.streetAddress}, {property.address.city}
                      </span>
                      <span {...part('optionDetail')}>{summary(property)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="propre-hint">{t('picker.empty')}</p>
          )}
          {error ? <FieldError id={errorId as string}>{error}</FieldError> : null}
          {formOpen ? (
            <div {...part('pickerForm')}>
              <PropertyForm
                compact
                nested
                title={t('addTitle')}
                headingLevel={headingLevel}
                onError={onError}
                onCancel={
                  items.length > 0
                    ? () => {
                        focusChosen.current = true;
                        setAdding(false);
                      }
                    : undefined
                }
                onSaved={(saved) => {
                  focusChosen.current = true;
                  choose(saved);
                  setAdding(false);
                }}
              />
            </div>
          ) : (
            <Button ref={addRef} type="button" variant="secondary" {...part('pickerAdd')} onClick={() => setAdding(true)}>
              {t('picker.add')}
            </Button>
          )}
        </>
      )}
    </fieldset>
  );
}
