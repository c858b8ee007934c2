import { useAppTranslation } from '../i18n/use-app-translation.ts';
import type { ThemeChoice } from '../prefs/prefs.ts';
import { useShell } from '../shell/shell-context.ts';
import { DeferredMenu, type MenuParts } from './DeferredMenu.tsx';
import { CheckIcon, ThemeIcon } from './icons.tsx';

const choices: readonly ThemeChoice[] = ['default', 'bright', 'dark'];

/** The three themes of spec §1 (default, bright, dark) as menu items; the current one is checked. */
export function ThemeMenuItems({ parts: { MenuItem, MenuLabel } }: { parts: MenuParts }) {
  const { t } = useAppTranslation('header');
  const { theme, setTheme } = useShell();
  return (
    <>
      <MenuLabel>{t('theme.label')}</MenuLabel>
      {choices.map((choice) => (
        <MenuItem
          key={choice}
          onSelect={() => setTheme(choice)}
          className="app-theme-item"
          data-current={choice === theme || undefined}
        >
          <span className="app-theme-check">{choice === theme && <CheckIcon />}</span>
          {t(`theme.${choice}`)}
          {choice === theme && <span className="propre-visually-hidden"> {t('theme.current')}</span>}
        </MenuItem>
      ))}
    </>
  );
}

export function ThemeMenu() {
  const { t } = useAppTranslation('header');
  const { theme } = useShell();
  const label = t('theme.trigger', { theme: t(`theme.${theme}`) });
  return (
    <DeferredMenu
      label={t('theme.label')}
      trigger={
        <button type="button" className="app-icon-button" aria-label={label} title={label}>
          <ThemeIcon />
        </button>
      }
      items={(parts) => <ThemeMenuItems parts={parts} />}
    />
  );
}
