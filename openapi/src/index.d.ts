import type { OpenAPIV31Document } from './document.js';

/** The bundled OpenAPI 3.1 document of the Propre API. */
export declare const openapi: OpenAPIV31Document;
/** The bundled AsyncAPI 3 document of the `/ws/messages` socket. */
export declare const asyncapi: { asyncapi: string; info: { title: string; version: string }; [key: string]: unknown };
export type { components, operations, paths } from '../generated/types.js';
export type { OpenAPIV31Document } from './document.js';
