import spec from '../generated/openapi.json' with { type: 'json' };

/** The bundled OpenAPI 3.1 document of the Propre API. */
export const openapi = spec;
