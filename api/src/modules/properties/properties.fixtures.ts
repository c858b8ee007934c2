// Helpers for the properties tests: everything goes through the API, as a client would.
import type { components } from '@propre/openapi/types';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';

export type PropertyDto = components['schemas']['Property'];
export type AddressSuggestionDto = components['schemas']['AddressSuggestion'];
type CreateBody = components['schemas']['PropertyCreateRequest'];

export const plateau = '123 rue Saint-Denis, Montréal H2X 1K4';

export function suggest(t: TestApp, who: { token: string } | null, q: string, language = 'fr'): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'GET',
    url: `/api/properties/address-suggestions?q=${encodeURIComponent(q)}`,
    headers: { ...(who ? bearer(who) : {}), 'accept-language': language },
  });
}

/** The first suggestion for a typed address; fails when there is none. */
export async function firstSuggestion(t: TestApp, who: { token: string }, q: string): Promise<AddressSuggestionDto> {
  const res = await suggest(t, who, q);
  if (res.statusCode !== 200) throw new Error(`suggestions failed: ${res.statusCode} ${res.body}`);
  const [first] = res.json<{ items: AddressSuggestionDto[] }>().items;
  if (!first) throw new Error(`no suggestion for ${q}`);
  return first;
}

export function minimalFields(overrides: Partial<CreateBody> = {}): Omit<CreateBody, 'addressSuggestionId' | 'streetAddress'> {
  return { name: 'Condo du Plateau', type: 'condo', bedrooms: 2, bathrooms: 1, stories: 1, ...overrides };
}

export function postProperty(
  t: TestApp,
  who: { token: string },
  body: unknown,
  language = 'fr',
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/properties',
    headers: { ...bearer(who), 'accept-language': language },
    payload: body as Record<string, unknown>,
  });
}

/** A property at the first suggestion for `q`; fails unless it is created. */
export async function createProperty(
  t: TestApp,
  who: { token: string },
  overrides: Partial<CreateBody> = {},
  q = plateau,
): Promise<PropertyDto> {
  const suggestion = await firstSuggestion(t, who, q);
  const res = await postProperty(t, who, {
    addressSuggestionId: suggestion.suggestionId,
    streetAddress: suggestion.streetAddress,
    ...(suggestion.postalCode ? {} : { postalCode: 'H2X 1K4' }),
    ...minimalFields(),
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<PropertyDto>();
}

export function patchProperty(t: TestApp, who: { token: string }, id: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'PATCH',
    url: `/api/properties/${id}`,
    headers: bearer(who),
    payload: body as Record<string, unknown>,
  });
}
