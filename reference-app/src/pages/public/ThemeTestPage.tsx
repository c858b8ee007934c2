import { Alert, Badge, Button, Card, TextField } from '@propre/widgets/ui';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import type { ThemeChoice } from '../../prefs/prefs.ts';
import { useShell } from '../../shell/shell-context.ts';
import { PublicPage } from './PublicPage.tsx';

const choices: readonly ThemeChoice[] = ['default', 'bright', 'dark'];
const tones = ['info', 'success', 'warning', 'danger'] as const;

/** The three themes (spec §1) as pressed buttons: the same choice as the header's menu, stored alike. */
export function ThemeChooser() {
  const { t } = useAppTranslation('public');
  const { t: header } = useAppTranslation('header');
  const { theme, setTheme } = useShell();
  return (
    <fieldset className="app-theme-chooser">
      <legend>{t('themeTest.choose')}</legend>
      {choices.map((choice) => (
        <Button
          key={choice}
          variant={choice === theme ? 'primary' : 'secondary'}
          aria-pressed={choice === theme}
          onClick={() => setTheme(choice)}
        >
          {header(`theme.${choice}`)}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * /theme-test (spec §1–2): the kit's parts — buttons, a field, alerts, badges, a card — in the
 * theme chosen here, to check colours and contrast of each theme at a glance.
 */
export function ThemeTestPage() {
  const { t } = useAppTranslation('public');
  const { t: header } = useAppTranslation('header');
  const { theme } = useShell();
  return (
    <PublicPage page="themeTest">
      <ThemeChooser />
      <p role="status">{t('themeTest.current', { theme: header(`theme.${theme}`) })}</p>
      <section className="app-public-block">
        <h2>{t('themeTest.buttons')}</h2>
        <div className="app-actions">
          <Button variant="primary">{t('themeTest.primary')}</Button>
          <Button variant="secondary">{t('themeTest.secondary')}</Button>
          <Button variant="ghost">{t('themeTest.ghost')}</Button>
          <Badge tone="success">{t('themeTest.badgeVerified')}</Badge>
          <Badge tone="info">{t('themeTest.badgeEco')}</Badge>
        </div>
      </section>
      <section className="app-public-block">
        <h2>{t('themeTest.fields')}</h2>
        <TextField label={t('themeTest.sampleLabel')} hint={t('themeTest.sampleHint')} defaultValue="Laval" />
      </section>
      <section className="app-public-block app-theme-alerts">
        <h2>{t('themeTest.alerts')}</h2>
        {tones.map((tone) => (
          <Alert key={tone} tone={tone}>
            {t(`themeTest.${tone}`)}
          </Alert>
        ))}
      </section>
      <Card>
        <p>{t('colorSchemeMockup.mockBody')}</p>
      </Card>
    </PublicPage>
  );
}
