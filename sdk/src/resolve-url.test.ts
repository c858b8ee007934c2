import { describe, expect, it } from 'vitest';
import { createPropreClient } from './client.ts';

describe('client.resolveUrl', () => {
  const client = createPropreClient({ baseUrl: 'https://propre.ca/' });

  it('puts a path the API answered on the API origin, as a partner page needs', () => {
    expect(client.resolveUrl('/api/gallery-photos/prp_1')).toBe('https://propre.ca/api/gallery-photos/prp_1');
    expect(client.resolveUrl('/api/users/u/avatar?v=3')).toBe('https://propre.ca/api/users/u/avatar?v=3');
  });

  it('keeps absolute and protocol-relative addresses as they are', () => {
    expect(client.resolveUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(client.resolveUrl('//cdn.example/a.jpg')).toBe('//cdn.example/a.jpg');
    expect(client.resolveUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('leaves paths relative when the app and the API share an origin', () => {
    expect(createPropreClient({ baseUrl: '' }).resolveUrl('/api/gallery-photos/prp_1')).toBe('/api/gallery-photos/prp_1');
  });
});
