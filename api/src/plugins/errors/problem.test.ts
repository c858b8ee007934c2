import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { ContractValidator } from '../../../test/contract-validator.ts';
import { widgetContract } from '../../../test/fixtures/widget-contract.ts';
import { widgetHandlers } from '../../../test/fixtures/widget-handlers.ts';
import { query } from '../../db/sql.ts';

const t = useTestApp({
  contract: { document: widgetContract, handlers: widgetHandlers },
  validator: new ContractValidator(widgetContract),
  env: { BODY_LIMIT_BYTES: '2048' },
});

const json = { 'content-type': 'application/json' };

describe('problem responses', () => {
  it('answers a malformed JSON body with 400 malformed_json carrying the request id', async () => {
    const res = await t.request({ method: 'POST', url: '/api/widgets', headers: json, payload: '{"name": "ab",' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'malformed_json', instance: '/api/widgets' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('points at every invalid field, without coercing JSON types or dropping unknown properties', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/widgets',
      headers: json,
      payload: { count: '5', colour: 'green', extra: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.title).toBe('Vérifiez tous les champs');
    const byPointer = Object.fromEntries(body.errors.map((e: { pointer: string; code: string }) => [e.pointer, e.code]));
    expect(byPointer).toEqual({
      '/body/name': 'required',
      '/body/count': 'type',
      '/body/colour': 'enum',
      '/body/extra': 'additionalProperties',
    });
    expect(body.errors.find((e: { pointer: string }) => e.pointer === '/body/name').message).toBe('Ce champ est requis');
  });

  it('answers in English when asked', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/widgets',
      headers: { ...json, 'accept-language': 'en-CA,en;q=0.9,fr;q=0.5' },
      payload: { name: 'x', count: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('en');
    expect(res.json().title).toBe('Check all fields');
    expect(res.json().errors).toEqual([{ pointer: '/body/name', code: 'minLength', message: 'Must be at least 2 characters' }]);
  });

  it('coerces query strings to the declared types and applies defaults', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/widgets?limit=5&tag=a' });
    expect(ok.json()).toEqual({ limit: 5, tags: ['a'] });
    const defaults = await t.request({ method: 'GET', url: '/api/widgets' });
    expect(defaults.json()).toEqual({ limit: 20, tags: [] });
    const bad = await t.request({ method: 'GET', url: '/api/widgets?limit=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ pointer: '/query/limit', code: 'type' });
    // Ajv would coerce these to ±Infinity, past the bounds; they are not numbers a caller means.
    for (const limit of ['Infinity', '-Infinity', '1e400']) {
      const infinite = await t.request({ method: 'GET', url: `/api/widgets?limit=${limit}` });
      expect([limit, infinite.statusCode, infinite.json().errors?.[0]]).toMatchObject([
        limit,
        400,
        { pointer: '/query/limit', code: 'type' },
      ]);
    }
  });

  it('validates path parameters', async () => {
    const res = await t.request({ method: 'POST', url: '/api/widgets/nope/explode' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ pointer: '/params/widgetId', code: 'pattern' });
  });

  it('answers a path parameter over the router’s length and an undecodable URL with 400 problems', async () => {
    for (const url of [`/api/widgets/${'w'.repeat(101)}/explode`, '/api/widgets/%E0%A4%A/explode']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect([res.statusCode, res.headers['content-type']]).toEqual([400, 'application/problem+json; charset=utf-8']);
      expect(res.json()).toMatchObject({ code: 'bad_request', status: 400 });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('ignores a body sent to an operation that declares none, whatever its type', async () => {
    // widgets.explode declares no body and always fails inside its handler: reaching the
    // handler (500) shows the body was neither parsed nor refused.
    for (const [type, payload] of [
      ['application/json', '{"__proto__":{"role":"admin"}}'],
      ['application/json', '{"a":'],
      ['text/plain', 'hello'],
      ['image/png', 'x'.repeat(4096)],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/widgets/wdg_1/explode',
        headers: { 'content-type': type },
        payload,
      });
      expect([type, res.statusCode, res.json().code]).toEqual([type, 500, 'internal_error']);
    }
  });

  it('answers an unknown route with a 404 problem', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', instance: '/api/nothing-here' });
  });

  it('refuses media types the operation does not declare with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/widgets',
        headers: { 'content-type': type },
        payload: 'name=abc',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/widgets',
      headers: json,
      payload: JSON.stringify({ name: 'x'.repeat(4000), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses prototype-poisoning keys', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/widgets',
      headers: json,
      payload: '{"name":"ab","count":1,"__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('turns a unique violation into 409 and keeps exactly one row', async () => {
    const first = await t.request({ method: 'POST', url: '/api/widgets', headers: json, payload: { name: 'twin', count: 1 } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ name: 'twin', count: 1 });
    const second = await t.request({ method: 'POST', url: '/api/widgets', headers: json, payload: { name: 'twin', count: 2 } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_exists');
    const rows = await query(t.app.propre.db.orm.em, "select count(*)::int as n from seed_run where name = 'widget:twin'");
    expect(rows[0]?.n).toBe(1);
  });

  it('hides internals of unexpected failures behind a 500', async () => {
    const res = await t.request({ method: 'POST', url: '/api/widgets/wdg_1/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/hunter2|secret|app\.ts|stack/);
    expect(res.json()).toMatchObject({ code: 'internal_error', status: 500 });
    expect(res.json()).not.toHaveProperty('detail');
  });

  it('keeps a well-formed caller request id and replaces a hostile one', async () => {
    const kept = await t.request({ method: 'GET', url: '/api/widgets', headers: { 'x-request-id': 'partner-123' } });
    expect(kept.headers['x-request-id']).toBe('partner-123');
    const replaced = await t.request({ method: 'GET', url: '/api/widgets', headers: { 'x-request-id': 'bad id\u0000<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
