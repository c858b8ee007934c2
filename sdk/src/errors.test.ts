import { describe, expect, it } from 'vitest';
import { ProblemError } from './errors.ts';

const problem = {
  type: 'https://propre.ca/problems/rate-limited',
  title: 'Trop de tentatives',
  status: 429,
  code: 'rate_limited',
};
const answer = (headers: Record<string, string>, body: unknown = problem) =>
  new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/problem+json', ...headers } });

describe('ProblemError.fromResponse', () => {
  it('keeps Retry-After given in seconds', async () => {
    const error = await ProblemError.fromResponse(answer({ 'retry-after': '42' }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 42 });
  });

  it('turns a Retry-After HTTP date into the seconds left', async () => {
    const at = new Date(Date.now() + 90_000).toUTCString();
    const error = await ProblemError.fromResponse(answer({ 'retry-after': at }));
    // The date has whole seconds: between 89 and 90 s remain.
    expect(error.retryAfter).toBeGreaterThanOrEqual(89);
    expect(error.retryAfter).toBeLessThanOrEqual(90);
  });

  it('has no wait when the answer gives none or gives nonsense', async () => {
    expect((await ProblemError.fromResponse(answer({}))).retryAfter).toBeUndefined();
    expect((await ProblemError.fromResponse(answer({ 'retry-after': 'soon' }))).retryAfter).toBeUndefined();
  });

  it('keeps the wait of an answer that is not a problem (a proxy’s 503)', async () => {
    const response = new Response('<html>busy</html>', {
      status: 503,
      headers: { 'content-type': 'text/html', 'retry-after': '120' },
    });
    expect(await ProblemError.fromResponse(response)).toMatchObject({ status: 503, code: 'server_error', retryAfter: 120 });
  });
});
