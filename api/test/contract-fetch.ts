import { ContractValidator } from './contract-validator.ts';

/**
 * A fetch that checks every answer against the contract, for tests that talk to a listening
 * server over real HTTP (the SDK, browsers) rather than through inject().
 */
export function contractCheckedFetch(validator = new ContractValidator()): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const url = new URL(request.url);
    const violations = validator.violations({
      method: request.method,
      url: url.pathname + url.search,
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.clone().text(),
    });
    if (violations.length > 0) throw new Error(`Contract violation:\n${violations.join('\n')}`);
    return response;
  };
}
