import asyncSpec from '../generated/asyncapi.json' with { type: 'json' };
import spec from '../generated/openapi.json' with { type: 'json' };

/** The bundled OpenAPI 3.1 document of the Propre API. */
export const openapi = spec;

/** The bundled AsyncAPI 3 document of the `/ws/messages` socket. */
export const asyncapi = asyncSpec;
