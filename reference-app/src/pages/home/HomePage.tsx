import { Button, buttonClassName, Card, TextField } from '@propre/widgets/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { cities, cleanersInCity } from './cities.ts';
import { HeroArt, StepIcon, TrustIcon } from './home-art.tsx';

const steps = ['compare', 'book', 'relax'] as const;
const trustPoints = ['verified', 'deposit', 'taxes', 'reviews'] as const;
const faqs = ['price', 'payment', 'cancel', 'supplies'] as const;

/**
 * The home page (spec §2 "home and landing pages for homeowners"): what a homeowner needs to
 * start — a city search, how booking works, why it is safe, where we are, and answers to the
 * first questions. The same page for both brands, in each brand's voice (DESIGN.md).
 */
export function HomePage() {
  const { t } = useAppTranslation('home');
  const { brand } = useShell();
  usePageMeta(null, t('hero.lead', { context: brand }));
  const headingId = useId();
  return (
    <div className="app-home">
      <section className="app-hero" aria-labelledby={headingId}>
        <div className="app-hero-inner">
          <div className="app-hero-text">
            <p className="app-eyebrow">{t('hero.eyebrow')}</p>
            <h1 id={headingId} className="app-hero-title">
              {t('hero.title', { context: brand })}
            </h1>
            <p className="app-hero-lead">{t('hero.lead', { context: brand })}</p>
            <CitySearch />
          </div>
          <div className="app-hero-art">
            <HeroArt />
          </div>
        </div>
      </section>

      <section className="app-section" aria-labelledby={`${headingId}-steps`}>
        <div className="app-section-inner">
          <h2 id={`${headingId}-steps`} className="app-section-title">
            {t('steps.title')}
          </h2>
          <p className="app-section-lead">{t('steps.lead')}</p>
          <ol className="app-steps">
            {steps.map((step, index) => (
              <li key={step} className="app-step">
                <span className="app-step-icon">
                  <StepIcon step={step} />
                </span>
                <span className="app-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="app-step-title">{t(`steps.${step}.title`)}</h3>
                <p className="app-step-body">{t(`steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="app-section app-section--muted" aria-labelledby={`${headingId}-trust`}>
        <div className="app-section-inner">
          <h2 id={`${headingId}-trust`} className="app-section-title">
            {t('trust.title', { context: brand })}
          </h2>
          <ul className="app-trust">
            {trustPoints.map((point) => (
              <li key={point}>
                <Card as="article" padding="lg" className="app-trust-card">
                  <span className="app-trust-icon">
                    <TrustIcon point={point} />
                  </span>
                  <h3 className="app-trust-title">{t(`trust.${point}.title`)}</h3>
                  <p className="app-trust-body">{t(`trust.${point}.body`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="app-section" aria-labelledby={`${headingId}-cities`}>
        <div className="app-section-inner">
          <h2 id={`${headingId}-cities`} className="app-section-title">
            {t('cities.title')}
          </h2>
          <p className="app-section-lead">{t('cities.lead')}</p>
          <ul className="app-cities">
            {cities.map((city) => (
              <li key={city.key}>
                <Link to={cleanersInCity(city.query)} className="app-city">
                  <span className="app-city-name">{t(`cities.${city.key}`)}</span>
                  <span className="app-city-area">{t(`cities.${city.key}Area`)}</span>
                  <span className="app-city-arrow" aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="app-section" aria-labelledby={`${headingId}-cleaner`}>
        <div className="app-section-inner">
          <div className="app-cta">
            <div>
              <h2 id={`${headingId}-cleaner`} className="app-cta-title">
                {t('cleaner.title')}
              </h2>
              <p className="app-cta-body">{t('cleaner.body')}</p>
            </div>
            <Link to="/cleaners/join" className={`${buttonClassName({ variant: 'secondary', size: 'lg' })} app-cta-action`}>
              {t('cleaner.action')}
            </Link>
          </div>
        </div>
      </section>

      <section className="app-section app-section--muted" aria-labelledby={`${headingId}-faq`}>
        <div className="app-section-inner app-faq">
          <h2 id={`${headingId}-faq`} className="app-section-title">
            {t('faq.title')}
          </h2>
          <div className="app-faq-list">
            {faqs.map((faq) => (
              <details key={faq} className="app-faq-item">
                <summary>{t(`faq.${faq}.q`)}</summary>
                <p>{t(`faq.${faq}.a`)}</p>
              </details>
            ))}
          </div>
          <Link to="/faq" className="app-text-link">
            {t('faq.more')} →
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The hero's search: a city, then the search page with that city (`/cleaners?city=…`). */
function CitySearch() {
  const { t } = useAppTranslation('home');
  const navigate = useNavigate();
  const [city, setCity] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(cleanersInCity(city));
  };
  return (
    <div className="app-hero-search">
      <search>
        <form className="app-city-search" onSubmit={submit}>
          <TextField
            label={t('hero.searchLabel')}
            hint={t('hero.searchHint')}
            type="search"
            name="city"
            autoComplete="address-level2"
            placeholder={t('hero.searchPlaceholder')}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className="app-city-field"
          />
          <Button type="submit" size="lg" className="app-city-submit">
            {t('hero.searchButton')}
          </Button>
        </form>
      </search>
      <nav className="app-quick-cities" aria-label={t('hero.quick')}>
        {cities.map((c) => (
          <Link key={c.key} to={cleanersInCity(c.query)} className="app-chip">
            {t(`cities.${c.key}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
