import { Card } from '@propre/widgets/ui';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { PublicPage } from './PublicPage.tsx';
import { ThemeChooser } from './ThemeTestPage.tsx';

// Each colour role of the theme tokens (widgets/src/styles/tokens.css) and its text key.
const swatches = [
  ['primary', '--propre-color-primary'],
  ['primaryText', '--propre-color-primary-text'],
  ['accent', '--propre-color-accent'],
  ['bg', '--propre-color-bg'],
  ['surface', '--propre-color-surface'],
  ['surfaceMuted', '--propre-color-surface-muted'],
  ['text', '--propre-color-text'],
  ['textMuted', '--propre-color-text-muted'],
  ['border', '--propre-color-border'],
  ['success', '--propre-color-success'],
  ['warning', '--propre-color-warning'],
  ['danger', '--propre-color-danger'],
  ['info', '--propre-color-info'],
] as const;

/**
 * /color-scheme-mockup (spec §2): the brand's palette in the theme shown — a swatch per colour
 * role with its token name — and a card drawn with it, to compare brands and themes.
 */
export function ColorSchemePage() {
  const { t } = useAppTranslation('public');
  return (
    <PublicPage page="colorSchemeMockup">
      <ThemeChooser />
      <ul className="app-swatches">
        {swatches.map(([key, token]) => (
          <li key={key} className="app-swatch">
            <span className="app-swatch-color" style={{ background: `var(${token})` }} aria-hidden="true" />
            <span className="app-swatch-name">{t(`colorSchemeMockup.swatches.${key}`)}</span>
            <code>{token}</code>
          </li>
        ))}
      </ul>
      <section className="app-public-block">
        <h2>{t('colorSchemeMockup.mockTitle')}</h2>
        <Card>
          <p>{t('colorSchemeMockup.mockBody')}</p>
        </Card>
      </section>
    </PublicPage>
  );
}
