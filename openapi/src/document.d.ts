/** The parts of an OpenAPI 3.1 document that Propre's tooling reads. */
export interface OpenAPIV31Document {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}
