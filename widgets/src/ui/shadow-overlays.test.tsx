import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import stylesheet from '../styles/index.css?inline';
import { Button } from './Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import { Menu, MenuItem } from './Menu.tsx';
import { TestProvider } from './test-support.tsx';

/** A shadow root with the package's stylesheet, as the script-tag embed will mount widgets. */
function shadowContainer() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = stylesheet;
  const container = document.createElement('div');
  shadow.append(style, container);
  return { host, shadow, container };
}

describe('overlays inside a shadow root', () => {
  test('a menu opens inside the shadow root and runs the item clicked', async () => {
    const { host, shadow, container } = shadowContainer();
    const onSelect = vi.fn();
    try {
      await render(
        <TestProvider>
          <Menu trigger={<Button>Compte</Button>} label="Compte">
            <MenuItem onSelect={onSelect}>Profil</MenuItem>
          </Menu>
        </TestProvider>,
        { container },
      );
      await userEvent.click(shadow.querySelector('button') as HTMLButtonElement);
      await vi.waitFor(() => expect(shadow.querySelector('[role="menuitem"]')).not.toBeNull());
      await userEvent.click(shadow.querySelector('[role="menuitem"]') as HTMLElement);
      expect(onSelect).toHaveBeenCalledOnce();
    } finally {
      host.remove();
    }
  });

  test('a dialog renders in the shadow root, styled, and closes from its own button', async () => {
    const { host, shadow, container } = shadowContainer();
    try {
      await render(
        <TestProvider>
          <Dialog
            title="Filtres"
            trigger={<Button>Ouvrir</Button>}
            footer={
              <DialogClose asChild>
                <Button>Appliquer</Button>
              </DialogClose>
            }
          />
        </TestProvider>,
        { container },
      );
      await userEvent.click(shadow.querySelector('button') as HTMLButtonElement);
      await vi.waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
      const dialog = shadow.querySelector('[role="dialog"]') as HTMLElement;
      expect(getComputedStyle(dialog).position).toBe('fixed');
      const apply = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Appliquer') as HTMLButtonElement;
      await userEvent.click(apply);
      await vi.waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeNull());
    } finally {
      host.remove();
    }
  });
});
