import { ProblemError } from '@propre/sdk';
import type { ComponentProps, ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles/index.css';
import { Button } from './Button.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import { Menu, MenuItem } from './Menu.tsx';
import { ErrorState, ProblemAlert } from './ProblemAlert.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { SelectField } from './SelectField.tsx';
import { Tabs } from './Tabs.tsx';
import { TextField } from './TextField.tsx';
import { TestProvider } from './test-support.tsx';

/** `ui` rendered inside a TestProvider given `props` (French, no network, unless they say otherwise). */
const renderIn = (ui: ReactNode, props: Omit<ComponentProps<typeof TestProvider>, 'children'> = {}) =>
  render(<TestProvider {...props}>{ui}</TestProvider>);

/** A select's or a group's options, from `[value, label]` pairs. */
const choices = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));

describe('fields', () => {
  test('a text field is named by its label and describes itself with its hint and its error', async () => {
    const screen = await renderIn(
      <TextField label="Courriel" name="email" type="email" hint="Celui de votre compte" error="Adresse courriel invalide" />,
    );
    const input = screen.getByRole('textbox', { name: 'Courriel' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Celui de votre compte Adresse courriel invalide');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Adresse courriel invalide');
  });

  test('without an error a field is not invalid and has no alert', async () => {
    const screen = await renderIn(<TextField label="Ville" name="city" optional />);
    const input = screen.getByRole('textbox', { name: 'Ville (facultatif)' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  test('a password field shows and hides its value', async () => {
    const screen = await renderIn(<TextField label="Password" name="password" type="password" defaultValue="secret" />, {
      locale: 'en',
    });
    const input = screen.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Show' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a select is labelled and its error is linked', async () => {
    const screen = await renderIn(
      <SelectField
        label="Ville"
        placeholder="Toutes les villes"
        options={choices(['montreal', 'Montréal'], ['laval', 'Laval'])}
        error="Choisissez une ville"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Ville' });
    await expect.element(select).toHaveAccessibleDescription('Choisissez une ville');
    await userEvent.selectOptions(select, 'laval');
    await expect.element(select).toHaveValue('laval');
  });

  test('a checkbox group is a named group and reports its values in the options’ order', async () => {
    const onChange = vi.fn();
    const screen = await renderIn(
      <CheckboxGroup
        legend="Services"
        name="services"
        options={choices(['regular', 'Régulier'], ['deep', 'En profondeur'])}
        onChange={onChange}
        error="Choisissez au moins un service"
      />,
    );
    await expect
      .element(screen.getByRole('group', { name: 'Services' }))
      .toHaveAccessibleDescription('Choisissez au moins un service');
    await screen.getByRole('checkbox', { name: 'En profondeur' }).click();
    await screen.getByRole('checkbox', { name: 'Régulier' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['regular', 'deep']);
  });

  test('a radio group moves with the arrow keys (native radios)', async () => {
    const screen = await renderIn(
      <RadioGroup
        legend="Fréquence"
        name="frequency"
        defaultValue="once"
        options={choices(['once', 'Une fois'], ['weekly', 'Chaque semaine'])}
      />,
    );
    await screen.getByRole('radio', { name: 'Une fois' }).click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Chaque semaine' })).toBeChecked();
  });
});

describe('buttons and targets', () => {
  test('a loading button keeps focus, says it is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const screen = await renderIn(
      <Button loading onClick={onClick}>
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    const element = button.element() as HTMLButtonElement;
    element.focus();
    // A real click: Playwright's own click refuses an aria-disabled button.
    element.click();
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(button).toHaveFocus();
  });

  test('buttons, fields and choices are at least 44 px tall', async () => {
    const screen = await renderIn(
      <>
        <Button size="sm">Petit</Button>
        <TextField label="Nom" />
        <SelectField label="Ville" options={choices(['a', 'A'])} />
        <RadioGroup legend="Choix" name="c" options={choices(['a', 'A'])} />
      </>,
    );
    const targets = [
      screen.getByRole('button', { name: 'Petit' }),
      screen.getByRole('textbox', { name: 'Nom' }),
      screen.getByRole('combobox', { name: 'Ville' }),
    ].map((locator) => locator.element());
    targets.push(screen.container.querySelector('.propre-check-row') as HTMLElement);
    for (const element of targets) expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});

describe('problems', () => {
  const serverError = new ProblemError({
    type: 'about:blank',
    title: 'Internal',
    status: 500,
    code: 'internal_error',
    requestId: 'req-500',
  });

  test('a 5xx alert shows the request id and a retry', async () => {
    const onRetry = vi.fn();
    const screen = await renderIn(<ProblemAlert error={serverError} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toBeVisible();
    // toHaveTextContent gives up on text holding U+202F (French typography): compare the text itself.
    expect(alert.element().textContent).toContain('Une erreur est survenue de notre côté.');
    await expect.element(screen.getByText('req-500')).toBeVisible();
    await screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('a 4xx error state has no request id', async () => {
    const notFound = new ProblemError({
      type: 'about:blank',
      title: 'x',
      status: 404,
      code: 'cleaner_not_found',
      requestId: 'req-404',
    });
    const screen = await renderIn(<ErrorState error={notFound} />, { locale: 'en' });
    await expect.element(screen.getByRole('heading', { name: 'Not found' })).toBeVisible();
    expect(screen.container.textContent).not.toContain('req-404');
  });
});

describe('Radix primitives inside the provider', () => {
  test('a dialog renders inside .propre-root, traps focus, closes on Escape and returns focus', async () => {
    const screen = await renderIn(
      <Dialog
        title="Annuler la réservation"
        description="Le dépôt vous sera remboursé."
        trigger={<Button>Ouvrir</Button>}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Garder</Button>
          </DialogClose>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Ouvrir' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Annuler la réservation' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Le dépôt vous sera remboursé.');
    expect(dialog.element().closest('.propre-root')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await trigger.click();
    await page.getByRole('button', { name: 'Garder' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  test('a menu opens from the keyboard and runs the chosen item', async () => {
    const onSelect = vi.fn();
    const screen = await renderIn(
      <Menu trigger={<Button>Compte</Button>} label="Compte">
        <MenuItem onSelect={() => undefined}>Profil</MenuItem>
        <MenuItem onSelect={onSelect} tone="danger">
          Se déconnecter
        </MenuItem>
      </Menu>,
    );
    (screen.getByRole('button', { name: 'Compte' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(page.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Se déconnecter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
  });

  test('tabs switch with the arrow keys', async () => {
    const screen = await renderIn(
      <Tabs
        label="Profil"
        items={[
          { value: 'about', label: 'À propos', content: 'Présentation' },
          { value: 'reviews', label: 'Avis', content: 'Les avis' },
        ]}
      />,
    );
    await screen.getByRole('tab', { name: 'À propos' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Les avis');
  });
});

describe('appearance.elements', () => {
  test('adds the host’s class names to the parts it names, beside the component’s own', async () => {
    const screen = await renderIn(
      <>
        <Button className="own">Go</Button>
        <TextField label="Nom" />
      </>,
      { appearance: { elements: { button: 'host-button', input: 'host-input', root: 'host-root' } } },
    );
    await expect.element(screen.getByRole('button', { name: 'Go' })).toHaveClass('propre-button', 'own', 'host-button');
    await expect.element(screen.getByRole('textbox', { name: 'Nom' })).toHaveClass('propre-input', 'host-input');
    expect(screen.container.querySelector('.propre-root')?.classList.contains('host-root')).toBe(true);
  });
});
