// Test support only (not exported by the package): the operations src/query/query.test.ts calls
// on the stand-in server (see stand-in-api.ts), in the shape openapi-typescript generates, so
// that test can call them through the typed client. The current user mirrors the contract's
// special case (its 401 means "not signed in") with a smaller user.
import type { PropreClient, PropreClientFor } from '../client.ts';
import type { ClientPaths } from '../paths.ts';

type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Json<Body> = { headers: { [name: string]: unknown }; content: { 'application/json': Body } };

export interface StandInUser {
  id: string;
  name: string;
}

export interface StandInPaths {
  '/api/users/me': {
    parameters: NoParameters;
    get: { parameters: NoParameters; requestBody?: never; responses: { 200: Json<StandInUser> } };
  };
  '/api/bookings': {
    parameters: NoParameters;
    get: {
      parameters: { query?: { limit?: number }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ items: string[] }> };
    };
    post: {
      parameters: { query?: never; header?: { 'Idempotency-Key'?: string }; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { cleanerId: string } } };
      responses: { 201: Json<{ id: string }> };
    };
  };
  '/api/bookings/{bookingId}': {
    parameters: NoParameters;
    get: {
      parameters: { query?: never; header?: never; path: { bookingId: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ id: string }> };
    };
  };
  '/api/bookings/{bookingId}/accept': {
    parameters: NoParameters;
    post: {
      parameters: { query?: never; header?: never; path: { bookingId: string }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ id: string }> };
    };
  };
  '/api/bookingsx': {
    parameters: NoParameters;
    get: { parameters: NoParameters; requestBody?: never; responses: { 200: Json<{ other: true }> } };
  };
}

export type StandInClient = PropreClientFor<ClientPaths<StandInPaths>>;

/** The same client instance, seen with the stand-in operations. */
export const withStandInPaths = (client: PropreClient) => client as unknown as StandInClient;
