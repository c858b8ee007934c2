import { asyncapi, openapi } from '@propre/openapi';
import { describe, expect, it } from 'vitest';

interface Doc {
  operations: Record<string, { action: 'send' | 'receive'; messages: Array<{ $ref: string }> }>;
  components: { messages: Record<string, { name: string; payload: { $ref: string } }>; schemas: Record<string, unknown> };
}

const doc = asyncapi as unknown as Doc;
const schemas = (openapi.components?.schemas ?? {}) as Record<
  string,
  { oneOf?: Array<{ $ref: string }>; properties?: { type?: { const?: string } } }
>;
const framesOf = (union: string) =>
  (schemas[union]?.oneOf ?? []).map((ref) => {
    const name = ref.$ref.split('/').at(-1) as string;
    return { name, type: schemas[name]?.properties?.type?.const };
  });

/** The AsyncAPI operations of one direction, as [frame type, payload schema name]. */
function operations(action: 'send' | 'receive'): Array<[string, string]> {
  return Object.values(doc.operations)
    .filter((op) => op.action === action)
    .map((op) => {
      const key = op.messages[0]?.$ref.split('/').at(-1) as string;
      const message = doc.components.messages[key];
      return [message?.name ?? '', message?.payload.$ref.split('/').at(-1) ?? ''] as [string, string];
    });
}

describe('the /ws/messages protocol document', () => {
  it('describes every client frame of the contract as an operation the server receives', () => {
    const frames = framesOf('SocketClientFrame').map((f) => [f.type, f.name]);
    expect(frames.length).toBe(9);
    expect(operations('receive').sort()).toEqual(frames.sort());
  });

  it('describes every server frame of the contract as an operation the server sends', () => {
    const frames = framesOf('SocketServerFrame').map((f) => [f.type, f.name]);
    expect(frames.length).toBe(15);
    expect(operations('send').sort()).toEqual(frames.sort());
  });

  it('uses the very schemas of the OpenAPI components for the payloads', () => {
    for (const name of [...framesOf('SocketClientFrame'), ...framesOf('SocketServerFrame')].map((f) => f.name)) {
      expect(doc.components.schemas[name], name).toEqual(schemas[name]);
    }
  });

  it('has the spec’s frame types', () => {
    const types = [...framesOf('SocketClientFrame'), ...framesOf('SocketServerFrame')].map((f) => f.type);
    for (const type of [
      'PING',
      'USER_TYPING',
      'READ_RECEIPT',
      'REQUEST_UNREAD_COUNT',
      'REQUEST_CONVERSATIONS',
      'REQUEST_ADMIN_MESSAGES',
      'NEW_MESSAGE',
      'UNREAD_COUNT_UPDATE',
      'CONVERSATIONS_UPDATE',
      'ADMIN_MESSAGE_SENT',
      'ADMIN_MESSAGE_READ',
      'ADMIN_UNREAD_COUNT_UPDATE',
      'PONG',
      'ERROR',
    ]) {
      expect(types).toContain(type);
    }
  });
});
