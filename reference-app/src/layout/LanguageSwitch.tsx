import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { useShell } from '../shell/shell-context.ts';
import { GlobeIcon } from './icons.tsx';

/**
 * Switches between French and English. The button is named in the language it switches to
 * ("English" on a French page), marked with that language so screen readers pronounce it right.
 * On a phone it shows "EN" (the full name stays its accessible name).
 */
export function LanguageSwitch() {
  const { t } = useAppTranslation('header');
  const { language, setLanguage } = useShell();
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      className="app-header-link app-language"
      lang={other === 'fr' ? 'fr-CA' : 'en-CA'}
      onClick={() => setLanguage(other)}
    >
      <GlobeIcon />
      <span className="app-language-long">{t('language.switch')}</span>
      <span className="app-language-short" aria-hidden="true">
        {other.toUpperCase()}
      </span>
    </button>
  );
}
