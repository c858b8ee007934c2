import { createPropreClient } from '@propre/sdk';
import { createQueryClient } from '@propre/sdk/query';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import '../../styles/index.css';
import { PropreProvider } from '../../provider/PropreProvider.tsx';
import { type FakeApi, fakeApi, type Reply as Handler } from '../../story-support/fake-api.ts';
import { myDocuments, pendingIdDocument } from '../../story-support/fixtures/cleaner-onboarding.ts';
import { problemBody } from '../../story-support/problem.ts';
import { DocumentSlot } from './document-widgets.ts';

const upload = 'POST /api/cleaners/me/documents';
const list = 'GET /api/cleaners/me/documents';

async function mount(routes: Record<string, Handler>, documents = [] as (typeof pendingIdDocument)[]) {
  const api: FakeApi = fakeApi({
    [list]: { status: 200, body: myDocuments(documents) },
    'GET /api/cleaners/me/onboarding': { status: 401, body: problemBody('unauthorized', 401) },
    ...routes,
  });
  const client = createPropreClient({ baseUrl: 'http://api.test', fetch: api.fetch, locale: 'fr' });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <PropreProvider client={client} queryClient={queryClient} locale="fr">
      <DocumentSlot type="id" documents={documents} />
    </PropreProvider>,
  );
  // The slot's code and texts load on first render (defineWidget).
  await expect.poll(() => screen.container.querySelector('[data-part="cleanerOnboardingFileInput"]')).not.toBeNull();
  const input = screen.container.querySelector('[data-part="cleanerOnboardingFileInput"]') as HTMLInputElement;
  const choose = (file: File) => {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { api, screen, choose };
}

/** The text of the error beside the button (the field error is its only alert). */
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent ?? '';

/** A real PNG the browser can show as a preview. */
async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 4;
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

describe('DocumentSlot', () => {
  test('refuses a wrong type and a file over 10 MB in the browser: nothing is sent', async () => {
    const { api, screen, choose } = await mount({});
    choose(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    await expect.poll(() => alertText(screen.container)).toMatch(/Types acceptés\s: PDF, JPG, PNG\./);
    choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    await expect.poll(() => alertText(screen.container)).toMatch(/le maximum est de 10\sMo/);
    expect(api.to(upload)).toHaveLength(0);
  });

  test('previews an image, sends it with its type and name, then is ready for another', async () => {
    const answer = Promise.withResolvers<void>();
    const { api, screen, choose } = await mount({
      [upload]: { status: 201, body: { ...pendingIdDocument, fileName: 'permis.png' }, until: answer.promise },
    });
    choose(await pngFile('permis.png'));
    await expect.element(screen.getByRole('img', { name: 'Aperçu de permis.png' })).toBeVisible();
    await screen.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.element(screen.getByRole('progressbar')).toBeInTheDocument();
    answer.resolve();
    // Back to the file button once the document is in (the list itself comes from the host's query).
    await expect.poll(() => screen.container.querySelector('[data-part="cleanerOnboardingSelectedFile"]')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Choisir un fichier' })).toBeVisible();
    const [sent] = api.to(upload);
    expect(sent?.url.searchParams.get('type')).toBe('id');
    expect(sent?.url.searchParams.get('fileName')).toBe('permis.png');
    expect(sent?.contentType).toBe('image/png');
    expect(sent?.bodyBytes).toBeGreaterThan(0);
  });

  test('a file with no type is sent with the type of its extension', async () => {
    const { api, screen, choose } = await mount({ [upload]: { status: 201, body: pendingIdDocument } });
    choose(new File(['%PDF-1.4 test'], 'permis.PDF', { type: '' }));
    await screen.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => api.to(upload)[0]?.contentType).toBe('application/pdf');
  });

  test('replacing a pending document withdraws the older one once the new one is in', async () => {
    const remove = `DELETE /api/cleaners/me/documents/${pendingIdDocument.id}`;
    const { api, screen, choose } = await mount(
      {
        [upload]: { status: 201, body: { ...pendingIdDocument, id: 'vdoc_01jd0v3v4m0000000000000099' } },
        [remove]: { status: 204 },
      },
      [pendingIdDocument],
    );
    await expect.element(screen.getByRole('button', { name: 'Remplacer' })).toBeVisible();
    choose(new File(['%PDF-1.4 new'], 'nouveau.pdf', { type: 'application/pdf' }));
    await screen.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => api.to(remove).length).toBe(1);
    const order = api.requests.map((r) => r.method);
    expect(order.indexOf('POST')).toBeLessThan(order.indexOf('DELETE'));
  });

  test('the server’s refusals show beside the button in the person’s language, with a retry when it can help', async () => {
    let calls = 0;
    const { screen, choose } = await mount({
      [upload]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: problemBody('upload_failed', 500) }
          : { status: 415, body: problemBody('unsupported_media_type', 415) };
      },
    });
    choose(new File(['%PDF-1.4'], 'permis.pdf', { type: 'application/pdf' }));
    await screen.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => alertText(screen.container)).toMatch(/téléversement a échoué/);
    await screen.getByRole('button', { name: 'Réessayer' }).click();
    await expect.poll(() => alertText(screen.container)).toMatch(/Types acceptés\s: PDF, JPG, PNG\./);
  });
});
