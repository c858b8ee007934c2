import { ProblemError } from '@propre/sdk';
import { properties } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { problemMessage } from '../errors/problem-message.ts';
import { type ErrorPlacement, formErrorsOf } from '../forms/form-errors.ts';
import { useForm } from '../forms/use-form.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import {
  emptyValues,
  needsPostalCode,
  type Property,
  type PropertyFieldName,
  type PropertyFormValues,
  textFields,
  toCreateRequest,
  toPatch,
  validate,
  valuesFromProperty,
} from './model.ts';
import { type PropertyFormState, PropertyFormView } from './PropertyFormView.tsx';
import { propertiesTexts } from './texts.ts';

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
}

/** The fields in the order they are shown: the first in error takes the focus. */
const order: readonly PropertyFieldName[] = [
  'name',
  'address',
  'postalCode',
  'type',
  'bedrooms',
  'bathrooms',
  'stories',
  'squareFeet',
  ...textFields,
];

/** Refusals about the address that the API sends without a pointer: beside the address. */
const addressCodes = new Set([
  'invalid_address',
  'city_not_found',
  'city_not_served',
  'invalid_city',
  'pin_too_far',
  'property_in_use',
]);

/**
 * Where the API's field errors go: each field by its name, the address's parts beside the
 * address, and the postal code beside its own field only when the form asks for one.
 */
function placementFor(values: PropertyFormValues): ErrorPlacement<PropertyFieldName> {
  const fields: Record<string, PropertyFieldName> = {
    streetAddress: 'address',
    addressSuggestionId: 'address',
    pin: 'address',
    postalCode: needsPostalCode(values) ? 'postalCode' : 'address',
  };
  for (const name of order) if (name !== 'address' && name !== 'postalCode') fields[name] = name;
  return { fields };
}

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
  const { t } = useEntryTranslation(propertiesTexts);
  const { client, locale } = usePropre();
  const toast = useToast();
  const [values, setValues] = useState<PropertyFormValues>(() =>
    property ? valuesFromProperty(property) : { ...emptyValues(), ...initialValues },
  );
  const placement = placementFor(values);
  const form = useForm<PropertyFieldName>({ order, placement, t });
  const create = useMutation(properties.create(client));
  const update = useMutation(properties.update(client));
  const mutation = property ? update : create;

  const onChange = <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clearField(field);
  };

  /**
   * The API's refusal: its field errors beside their fields, and the address codes of spec §8
   * (invalid address, city not served…) beside the address in the API's own words.
   */
  const failed = (error: unknown) => {
    if (!(error instanceof ProblemError && addressCodes.has(error.code))) {
      form.fail(error);
      return;
    }
    form.show((t) => {
      const errors = formErrorsOf(error, t, locale, placement);
      if (!errors.address && !errors.postalCode) {
        delete errors.form;
        errors.address = error.problem.detail || problemMessage(error, t).message;
      }
      return errors;
    });
  };

  const submit = async () => {
    const checked = validate(values, t);
    if (Object.keys(checked).length > 0) {
      form.show((t) => validate(values, t));
      return;
    }
    form.clear();
    try {
      const saved = property
        ? await update.mutateAsync({ path: { propertyId: property.id }, body: toPatch(values) })
        : await create.mutateAsync({ body: toCreateRequest(values) });
      if (!saved) throw new TypeError('The API answered a save without the property.');
      if (successToast)
        toast.show({ tone: 'success', title: t(property ? 'form.saved' : 'form.created'), description: saved.name });
      onSaved?.(saved);
    } catch (error) {
      failed(error);
      onError?.(error);
    }
  };

  const { form: problem, ...errors } = form.errors;
  const state: PropertyFormState = mutation.isPending
    ? 'submitting'
    : problem || Object.keys(errors).length > 0
      ? 'error'
      : 'idle';
  return (
    <PropertyFormView
      {...view}
      mode={property ? 'edit' : 'create'}
      values={values}
      errors={errors}
      problem={problem}
      formRef={form.formRef}
      alertRef={form.alertRef}
      state={state}
      onChange={onChange}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
