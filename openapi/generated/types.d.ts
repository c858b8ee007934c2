// Generated from openapi.json by scripts/generate.ts. Do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers as long as the process serves requests. It touches no dependency.
         */
        get: operations["health.getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 when every dependency the API needs to serve traffic answers: the database
         *     and the job queue. A load balancer should route traffic only to ready instances.
         */
        get: operations["health.getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DependencyCheck: {
            /** @description Short, non-sensitive reason when the dependency is down. */
            error?: string;
            latencyMs: number;
            /** @enum {string} */
            status: "up" | "down";
        };
        FieldError: {
            /**
             * @description The rule that failed (required, type, format, minLength, additionalProperties…).
             * @example format
             */
            code: string;
            /** @description Human-readable explanation in the negotiated language. */
            message: string;
            /**
             * @description Where the invalid value is: a JSON Pointer into the request part, prefixed with that
             *     part (`/body/email`, `/query/limit`, `/params/id`, `/headers/idempotency-key`).
             * @example /body/email
             */
            pointer: string;
        };
        Liveness: {
            /** @constant */
            status: "ok";
            uptimeSeconds: number;
            /** @description Version of the running API. */
            version: string;
        };
        /**
         * Problem
         * @description An RFC 9457 problem detail with Propre's extension members.
         */
        Problem: {
            /**
             * @description Stable machine-readable code; see docs/errors.md for the catalogue.
             * @example validation_failed
             */
            code: string;
            /** @description Explanation of this occurrence, in the negotiated language. */
            detail?: string;
            /** @description One entry per invalid field (validation problems only). */
            errors?: components["schemas"]["FieldError"][];
            /** @description Path of the request that failed. */
            instance?: string;
            /** @description The X-Request-Id of the call, to quote when contacting support. */
            requestId: string;
            status: number;
            /** @description Short summary of the kind of problem, in the negotiated language. */
            title: string;
            /**
             * Format: uri
             * @description Identifies the kind of problem; resolves to its documentation.
             * @example https://propre.ca/problems/validation-failed
             */
            type: string;
        };
        Readiness: {
            checks: {
                database: components["schemas"]["DependencyCheck"];
                jobs: components["schemas"]["DependencyCheck"];
            };
            /** @enum {string} */
            status: "ready" | "unavailable";
        };
    };
    responses: {
        /** @description An unexpected error; the body names no internals. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The answer describes the present moment and must not be cached. */
        "Cache-Control-No-Store": "no-store";
        /** @description Identifier of this request, also found in the logs and in problem bodies. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "health.getLiveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "0.1.0",
                     *       "uptimeSeconds": 12.5
                     *     }
                     */
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    "health.getReadiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency answers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "checks": {
                     *         "database": {
                     *           "status": "up",
                     *           "latencyMs": 1.2
                     *         },
                     *         "jobs": {
                     *           "status": "up",
                     *           "latencyMs": 2.4
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description At least one dependency is down; `checks` says which. */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control-No-Store"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "checks": {
                     *         "database": {
                     *           "status": "up",
                     *           "latencyMs": 1.2
                     *         },
                     *         "jobs": {
                     *           "status": "down",
                     *           "latencyMs": 5000,
                     *           "error": "timeout"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
}
