import { ProblemError } from '@propre/sdk';
import { properties } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { propertiesNs } from '../i18n/bundles/properties.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import {
  emptyValues,
  needsPostalCode,
  type Property,
  type PropertyFieldName,
  type PropertyFormErrors,
  type PropertyFormValues,
  textFields,
  toCreateRequest,
  toPatch,
  validate,
  valuesFromProperty,
} from './model.ts';
import { type PropertyFormPart, type PropertyFormState, PropertyFormView } from './PropertyFormView.tsx';

export interface PropertyFormProps {
  /** The property to edit; without it the form adds a new one. */
  property?: Property;
  /** First values of a new property (e.g. a name the host suggests). */
  initialValues?: Partial<PropertyFormValues>;
  /** Called with the property the API saved (created or updated). */
  onSaved?: (property: Property) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Every failed save, after the form shows it beside its fields or above the buttons. */
  onError?: (error: unknown) => void;
  /** For a form inside another flow (the booking's "add a property"): details folded away. */
  compact?: boolean;
  /** Inside another form: renders a group, not a nested <form> (see PropertyFormView). */
  nested?: boolean;
  /** Says "saved" in the provider's toast region too; off by default (the host usually moves on). */
  successToast?: boolean;
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  classNames?: Partial<Record<PropertyFormPart, string>>;
  className?: string;
}

const addressCodes = new Set([
  'invalid_address',
  'city_not_found',
  'city_not_served',
  'invalid_city',
  'pin_too_far',
  'property_in_use',
]);
const addressFields = new Set(['streetAddress', 'addressSuggestionId', 'pin']);
const known = new Set<string>(['name', 'type', 'bedrooms', 'bathrooms', 'stories', 'squareFeet', 'postalCode', ...textFields]);

/**
 * The API's refusal, beside the fields it names: its field errors, and the address codes of
 * spec §8 (invalid address, city not served…) beside the address with the API's own detail.
 * What names no field stays for the alert above the buttons.
 */
export function apiErrors(
  error: unknown,
  values: PropertyFormValues,
  t: TFunction,
): { fields: PropertyFormErrors; rest: unknown } {
  if (!(error instanceof ProblemError)) return { fields: {}, rest: error };
  const problem = problemMessage(error, t);
  const fields: PropertyFormErrors = {};
  for (const [name, message] of Object.entries(problem.fieldErrors)) {
    let field: PropertyFieldName | null = null;
    if (addressFields.has(name)) field = 'address';
    else if (name === 'postalCode') field = needsPostalCode(values) ? 'postalCode' : 'address';
    else if (known.has(name)) field = name as PropertyFieldName;
    if (field && !fields[field]) fields[field] = message;
  }
  if (addressCodes.has(error.code) && !fields.address && !fields.postalCode) {
    fields.address = error.problem.detail || problem.message;
  }
  return { fields, rest: Object.keys(fields).length > 0 ? undefined : error };
}

type Failure = { kind: 'invalid' } | { kind: 'api'; error: unknown };

/**
 * Adds or edits a client's property (spec §3): every field, the address chosen from the API's
 * suggestions, the rules of §5 checked before sending, the API's answer beside the fields.
 */
export function PropertyForm({
  property,
  initialValues,
  onSaved,
  onCancel,
  onError,
  successToast = false,
  ...view
}: PropertyFormProps) {
  const { t } = useWidgetTranslation(propertiesNs, 'common');
  const { client } = usePropre();
  const toast = useToast();
  const [values, setValues] = useState<PropertyFormValues>(() =>
    property ? valuesFromProperty(property) : { ...emptyValues(), ...initialValues },
  );
  const [failure, setFailure] = useState<Failure | null>(null);
  // Fields changed since the failed attempt: their error is gone, the others stay.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const create = useMutation(properties.create(client));
  const update = useMutation(properties.update(client));
  const mutation = property ? update : create;

  const onChange = <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setEdited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };

  const fail = (next: Failure) => {
    setFailure(next);
    setEdited(new Set());
    setAttempt((count) => count + 1);
  };

  const submit = async () => {
    if (Object.keys(validate(values, t)).length > 0) {
      fail({ kind: 'invalid' });
      return;
    }
    setFailure(null);
    try {
      const saved = property
        ? await update.mutateAsync({ path: { propertyId: property.id }, body: toPatch(values) })
        : await create.mutateAsync({ body: toCreateRequest(values) });
      if (!saved) throw new TypeError('The API answered a save without the property.');
      if (successToast)
        toast.show({ tone: 'success', title: t(property ? 'form.saved' : 'form.created'), description: saved.name });
      onSaved?.(saved);
    } catch (error) {
      fail({ kind: 'api', error });
      onError?.(error);
    }
  };

  // Texts are made at each render from the cause, so they follow a change of language.
  let errors: PropertyFormErrors = {};
  let formError: unknown;
  if (failure?.kind === 'invalid') errors = validate(values, t);
  else if (failure?.kind === 'api') {
    const split = apiErrors(failure.error, values, t);
    errors = split.fields;
    formError = split.rest;
  }
  // A required field stays flagged until filled; other errors go once the field changes.
  if (failure?.kind === 'api') for (const name of edited) delete errors[name as PropertyFieldName];

  const state: PropertyFormState = mutation.isPending ? 'submitting' : failure ? 'error' : 'idle';
  return (
    <PropertyFormView
      {...view}
      mode={property ? 'edit' : 'create'}
      values={values}
      errors={errors}
      formError={formError}
      attempt={attempt}
      state={state}
      onChange={onChange}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
