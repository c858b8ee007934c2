import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { ClientOnboardingService } from './client-onboarding.ts';
import type { PropertiesService } from './properties.service.ts';
import { toPropertyDto } from './property-dto.ts';

// The owner sees everything about a property, access details included.
const owner = { revealAccess: true };

/** Clients' properties, address suggestions and the client onboarding. */
export function propertiesRoutes({
  properties,
  onboarding,
}: {
  properties: PropertiesService;
  onboarding: ClientOnboardingService;
}) {
  return defineHandlers({
    'properties.suggestAddresses': async (request) => {
      const items = await properties.suggestAddresses(request.query.q);
      return { items };
    },
    'properties.list': async (request) => {
      const items = await properties.list(requireUser(request).id);
      return { items: items.map((p) => toPropertyDto(p, owner)) };
    },
    'properties.create': async (request, reply) => {
      const property = await properties.create(requireUser(request).id, request.body);
      reply.code(201);
      return toPropertyDto(property, owner);
    },
    'properties.get': async (request) => {
      const property = await properties.get(requireUser(request).id, request.params.propertyId);
      return toPropertyDto(property, owner);
    },
    'properties.update': async (request) => {
      const property = await properties.update(requireUser(request).id, request.params.propertyId, request.body);
      return toPropertyDto(property, owner);
    },
    'properties.delete': async (request, reply) => {
      await properties.remove(requireUser(request).id, request.params.propertyId);
      return reply.code(204).send();
    },
    'clients.getMyOnboarding': async (request) => {
      return onboarding.progress(requireUser(request).id);
    },
    'clients.completeWelcome': async (request) => {
      return onboarding.completeWelcome(requireUser(request).id);
    },
  });
}
