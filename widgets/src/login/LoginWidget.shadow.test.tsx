import { createPropreClient } from '@propre/sdk';
import { afterEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PropreProvider } from '../provider/PropreProvider.tsx';
import styles from '../styles/index.css?inline';
import { LoginWidget } from './index.ts';
import loginStyles from './login.css?inline';

/**
 * A partner page at its worst: resets everything in its body, big serif red text, hidden buttons,
 * tiny inputs, spaced letters, all !important. A later issue mounts widgets in a shadow root with
 * one script tag; inside it, the widget must look exactly as on a clean page.
 * (The page's root font size is left alone: the tokens' rem sizes follow it by design of CSS.)
 */
const hostileCss = `
  body, body * { all: unset; font: 30px serif !important; color: red !important; line-height: 3 !important; }
  button { display: none !important; }
  input { width: 10px !important; height: 80px !important; }
  label, h2, p, a, div, section, form { margin: 17px !important; padding: 9px !important; letter-spacing: 4px !important; }
  .propre-root, .propre-login__root, .propre-form-frame, .propre-button, .propre-input { all: unset !important; display: inline !important; }
`;

/** Each snapshot name and its `data-part`. */
const parts = {
  root: 'loginRoot',
  header: 'formHeader',
  title: 'formTitle',
  identifier: 'loginIdentifier',
  password: 'loginPassword',
  remember: 'loginRemember',
  submit: 'formSubmit',
  passkey: 'loginPasskey',
  footer: 'formFooter',
} as const;
const measuredStyles = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'padding-left',
  'margin-top',
  'display',
  'width',
  'height',
] as const;

interface Snapshot {
  boxes: Record<string, { x: number; y: number; width: number; height: number }>;
  styles: Record<string, Record<string, string>>;
}

/** Boxes relative to the widget's root, and the computed styles of each part and of the controls inside. */
function snapshot(scope: ParentNode): Snapshot {
  const root = scope.querySelector('[data-part="loginRoot"]') as HTMLElement;
  const origin = root.getBoundingClientRect();
  const elements: Record<string, Element> = {};
  for (const [name, part] of Object.entries(parts)) elements[name] = scope.querySelector(`[data-part="${part}"]`) as Element;
  elements['identifier-input'] = scope.querySelector('input[name="identifier"]') as Element;
  elements['password-input'] = scope.querySelector('input[name="password"]') as Element;
  elements['remember-input'] = scope.querySelector('input[name="remember"]') as Element;
  elements['identifier-label'] = scope.querySelector('[data-part="loginIdentifier"] label') as Element;
  elements['forgot-password'] = scope.querySelector('[data-part="loginForgotPassword"]') as Element;
  const result: Snapshot = { boxes: {}, styles: {} };
  for (const [name, element] of Object.entries(elements)) {
    expect(element, name).toBeTruthy();
    const box = element.getBoundingClientRect();
    result.boxes[name] = {
      x: Math.round(box.x - origin.x),
      y: Math.round(box.y - origin.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
    const computed = getComputedStyle(element);
    result.styles[name] = Object.fromEntries(measuredStyles.map((property) => [property, computed.getPropertyValue(property)]));
  }
  return result;
}

/**
 * The widget at rest before a snapshot: its passkey button shown (it appears once an effect has
 * asked the browser for WebAuthn) and nothing focused (a field's focus ring changes its border).
 * Snapshots taken earlier differed now and then (CI, 2026-12-06).
 */
async function atRest(scope: Document | ShadowRoot): Promise<void> {
  await expect.poll(() => scope.querySelector('[data-part="loginPasskey"]')).toBeTruthy();
  (scope.activeElement as HTMLElement | null)?.blur();
  (document.activeElement as HTMLElement | null)?.blur();
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const client = createPropreClient({ baseUrl: 'http://api.test', fetch: async () => new Response(null, { status: 599 }) });
const widget = (
  <PropreProvider client={client} locale="fr" brand="propre" theme="default">
    <LoginWidget forgotPasswordHref="/mot-de-passe" createAccountHref="/inscription" />
  </PropreProvider>
);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A fixed-width host, so both mounts lay out in the same space. */
function host(): HTMLDivElement {
  const element = document.createElement('div');
  element.style.cssText = 'width: 420px !important; display: block !important;';
  document.body.append(element);
  cleanups.push(() => element.remove());
  return element;
}

describe('LoginWidget in a shadow root under a hostile page', () => {
  test('looks the same as on a clean page: same boxes, same computed styles', async () => {
    // The reference: the package's CSS on a clean page.
    const sheet = document.createElement('style');
    sheet.textContent = styles + loginStyles;
    document.head.append(sheet);
    const clean = await render(widget, { container: host() });
    await expect.element(clean.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await atRest(document);
    const expected = snapshot(clean.container);
    await clean.unmount();
    sheet.remove();

    // The hostile page, and the widget in a shadow root holding the same CSS.
    const hostile = document.createElement('style');
    hostile.textContent = hostileCss;
    document.head.append(hostile);
    cleanups.push(() => hostile.remove());
    const shadowHost = document.createElement('div');
    host().append(shadowHost);
    const shadow = shadowHost.attachShadow({ mode: 'open' });
    const inner = document.createElement('style');
    // What an embed puts first in its shadow root: the host element stops passing the page's
    // inherited text styles (letter-spacing, line-height, colour…) into the widget. Important
    // declarations of the shadow root win over the page's, even over its !important ones.
    inner.textContent = `:host { all: initial !important; display: block !important; }\n${styles}${loginStyles}`;
    const mountPoint = document.createElement('div');
    shadow.append(inner, mountPoint);
    const shadowed = await render(widget, { container: mountPoint, baseElement: mountPoint });
    await expect.element(shadowed.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    // The hostile sheet is in force outside: the page's own text is red serif.
    expect(getComputedStyle(document.body).color).toBe('rgb(255, 0, 0)');

    await atRest(shadow);
    const actual = snapshot(shadow);
    expect(actual.styles).toEqual(expected.styles);
    expect(actual.boxes).toEqual(expected.boxes);

    // The same widget outside a shadow root, under that page, is wrecked: the check above can fail.
    const light = document.createElement('style');
    light.textContent = styles + loginStyles;
    document.head.append(light);
    cleanups.push(() => light.remove());
    const exposed = await render(widget, { container: host() });
    // The widget loads its code and texts first (defineWidget); the hostile page hides buttons.
    await expect.poll(() => exposed.container.querySelector('[data-part="formHeader"]')).toBeTruthy();
    await atRest(document);
    const wrecked = snapshot(exposed.container);
    expect(wrecked.styles.submit?.display).toBe('inline');
    expect(wrecked.styles.title?.color).toBe('rgb(255, 0, 0)');
  });
});
