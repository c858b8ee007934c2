import type { OpenAPIV31Document } from './document.js';

/** The bundled OpenAPI 3.1 document of the Propre API. */
export declare const openapi: OpenAPIV31Document;
export type { components, operations, paths } from '../generated/types.js';
export type { OpenAPIV31Document } from './document.js';
