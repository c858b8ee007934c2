// The /partners playground: keeps the snippet and the live widget in step with the form, and
// copies the snippet. Served from our origin (the page's policy runs no inline script).
// The snippet's text is the server's scriptSnippet (snippets.ts), written the same way here.
(() => {
  const form = document.getElementById('pg-form');
  const output = document.getElementById('pg-snippet');
  const preview = document.getElementById('pg-preview');
  const copy = document.getElementById('pg-copy');
  const status = document.getElementById('pg-status');
  if (!form || !output || !copy || !status) return;
  const origin = form.dataset.origin;
  const variableNames = ['colorPrimary', 'radius', 'fontFamily'];

  const read = () => {
    const data = new FormData(form);
    const value = (name) => String(data.get(name) ?? '').trim();
    const variables = {};
    for (const name of variableNames) if (value(name)) variables[name] = value(name);
    return {
      widget: value('widget'),
      cleaner: value('cleaner') || 'sophie-gagnon',
      lang: value('lang'),
      theme: value('theme'),
      brand: value('brand'),
      appearance: Object.keys(variables).length > 0 ? { variables } : undefined,
    };
  };

  const snippet = (o) => {
    const cleaner = o.widget === 'search' ? '' : ` data-cleaner="${o.cleaner}"`;
    const appearance = o.appearance ? `\n     data-appearance='${JSON.stringify(o.appearance)}'` : '';
    return `<script src="${origin}/embed/v1/loader.js" data-propre-key="pk_live_…" async></script>
<div data-propre-widget="${o.widget}"${cleaner}
     data-lang="${o.lang}" data-theme="${o.theme}" data-brand="${o.brand}"${appearance}></div>`;
  };

  const update = () => {
    const o = read();
    output.textContent = snippet(o);
    status.textContent = '';
    if (!preview) return;
    preview.dataset.propreWidget = o.widget;
    preview.dataset.lang = o.lang;
    preview.dataset.theme = o.theme;
    preview.dataset.brand = o.brand;
    if (o.widget === 'search') delete preview.dataset.cleaner;
    else preview.dataset.cleaner = o.cleaner;
    if (o.appearance) preview.dataset.appearance = JSON.stringify(o.appearance);
    else delete preview.dataset.appearance;
    // Before the loader has run, it reads these attributes itself when it scans the page.
    window.Propre?.mount(preview).catch((error) => console.error(error));
  };

  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    update();
  });

  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(output.textContent ?? '');
      status.textContent = form.dataset.copied ?? '';
    } catch {
      // No clipboard (an old browser, a refused permission): the text is selected for the reader.
      const range = document.createRange();
      range.selectNodeContents(output);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      status.textContent = form.dataset.copyFailed ?? '';
    }
  });
})();
