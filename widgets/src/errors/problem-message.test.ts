import { NetworkError, ProblemError, TimeoutError } from '@propre/sdk';
import { describe, expect, test } from 'vitest';
import { createWidgetI18n } from '../i18n/create-i18n.ts';
import { fieldNameOf, problemMessage } from './problem-message.ts';

const fr = createWidgetI18n('fr', undefined).t;
const en = createWidgetI18n('en', undefined).t;

const problem = (code: string, status: number, extra: object = {}) =>
  new ProblemError({ type: 'about:blank', title: 'Titre du serveur', status, code, requestId: 'req-42', ...extra });

describe('problemMessage', () => {
  test('a catalogue code gets our own wording, in the provider language', () => {
    const error = problem('invalid_credentials', 401);
    expect(problemMessage(error, fr)).toMatchObject({
      code: 'invalid_credentials',
      title: 'Accès refusé',
      message: 'Courriel ou mot de passe incorrect. Vérifiez-les et réessayez.',
      fieldErrors: {},
      retryable: false,
    });
    expect(problemMessage(error, en).message).toBe('Incorrect email or password. Check them and try again.');
    expect(problemMessage(error, fr).requestId).toBeUndefined();
  });

  test('field errors are keyed by the last segment of their pointer, first error per field', () => {
    const error = problem('validation_failed', 400, {
      errors: [
        { pointer: '/body/email', code: 'format', message: 'Adresse courriel invalide' },
        { pointer: '/body/email', code: 'maxLength', message: 'Trop long' },
        { pointer: '/body/address/postal~1code', code: 'required', message: '' },
      ],
    });
    const result = problemMessage(error, fr);
    expect(result.title).toBe('Quelques informations à corriger');
    expect(result.fieldErrors).toEqual({ email: 'Adresse courriel invalide', 'postal/code': 'Ce champ est obligatoire.' });
  });

  test('a 5xx carries its request id and can be retried', () => {
    const result = problemMessage(problem('internal_error', 500), en);
    expect(result).toMatchObject({ title: 'Something went wrong', requestId: 'req-42', retryable: true });
  });

  test('a code we do not know yet shows the API’s own detail, then its title', () => {
    expect(problemMessage(problem('brand_new_code', 409, { detail: 'Le détail du serveur' }), fr).message).toBe(
      'Le détail du serveur',
    );
    expect(problemMessage(problem('brand_new_code', 409), fr).message).toBe('Titre du serveur');
  });

  test('network failures, timeouts and unknown throws', () => {
    expect(problemMessage(new NetworkError(new TypeError('Failed to fetch')), fr)).toMatchObject({
      code: 'network_error',
      title: 'Connexion impossible',
      retryable: true,
    });
    expect(problemMessage(new TimeoutError(10_000), en)).toMatchObject({ code: 'timeout', title: 'No answer' });
    expect(problemMessage(new Error('boom'), en).code).toBe('http_error');
  });

  test('fieldNameOf unescapes JSON pointer segments', () => {
    expect(fieldNameOf('/body/email')).toBe('email');
    expect(fieldNameOf('/query/a~0b')).toBe('a~b');
  });
});
