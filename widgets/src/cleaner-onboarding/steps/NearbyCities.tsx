import type { components } from '@propre/sdk';
import { cleaners, places } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { usePartClass, usePropre } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { onboardingNs } from '../../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../../i18n/use-widget-translation.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckboxGroup } from '../../ui/CheckboxGroup.tsx';
import { FieldError } from '../../ui/field-parts.tsx';
import { ProblemAlert } from '../../ui/ProblemAlert.tsx';
import { TextField } from '../../ui/TextField.tsx';

type CleanerProfile = components['schemas']['CleanerProfile'];

export interface NearbyCitiesProps {
  profile: CleanerProfile;
  onSaved: (profile: CleanerProfile) => void;
  onError?: (error: unknown) => void;
  headingLevel?: 3 | 4;
}

// The contract's bounds: coverage 1–150 km, at most 50 service cities.
const maxCities = 50;
const cityCodes = new Set(['city_not_found', 'invalid_city']);

/**
 * The cities around the cleaner's own, from the places API, to add in one go (with the distance
 * they travel). Spec §8: a failed fetch and an empty answer each say so beside the search.
 */
export function NearbyCities({ profile, onSaved, onError, headingLevel = 3 }: NearbyCitiesProps) {
  const { t } = useWidgetTranslation(onboardingNs, 'common');
  const { client, locale } = usePropre();
  const id = useId();
  const rootClass = usePartClass('nearby-cities', 'propre-onboarding-card');
  const startCity = profile.private.address?.city ?? profile.public.serviceCities[0] ?? '';
  const [city, setCity] = useState(startCity);
  const [radius, setRadius] = useState(String(profile.public.coverageKm ?? 25));
  const [asked, setAsked] = useState<{ city: string; radiusKm: number } | null>(null);
  const [cityRequired, setCityRequired] = useState(false);
  const [picked, setPicked] = useState<string[] | null>(null);
  const nearby = useQuery({
    ...places.listNearbyCities(client, asked?.city ?? '', { radiusKm: asked?.radiusKm ?? 25 }),
    enabled: asked !== null,
    retry: false,
  });
  const save = useMutation(cleaners.updateMyProfile(client));
  const Heading = `h${headingLevel}` as const;
  const radiusKm = Math.round(Number(radius));
  const radiusError = !(radiusKm >= 1 && radiusKm <= 150) ? t('cleaner.cities.radiusRange') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!city.trim()) return setCityRequired(true);
    if (radiusError) return;
    setPicked(null);
    save.reset();
    setAsked({ city: city.trim(), radiusKm });
  };

  const failure = nearby.isError ? problemMessage(nearby.error, t) : null;
  const cityError = cityRequired
    ? t('cleaner.cities.homeCityRequired')
    : failure && cityCodes.has(failure.code)
      ? failure.message
      : undefined;
  const fetchFailed = failure && !cityCodes.has(failure.code);
  const have = new Set(profile.public.serviceCities);
  const found = (nearby.data?.items ?? []).map((item) => item.city.name).filter((name) => !have.has(name));
  const room = Math.max(0, maxCities - have.size - 1);
  const offered = found.slice(0, room);
  const chosen = picked ?? offered;
  const centre = nearby.data?.city;

  const add = () => {
    if (!centre) return;
    const cities = [...new Set([...profile.public.serviceCities, centre.name, ...chosen])].slice(0, maxCities);
    save.mutate(
      { body: { serviceCities: cities, coverageKm: asked?.radiusKm ?? radiusKm } },
      { onSuccess: (saved) => onSaved(saved), onError: (error) => onError?.(error) },
    );
  };

  return (
    <section className={rootClass} data-part="nearby-cities" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="propre-onboarding-card__title">
        {t('cleaner.cities.title')}
      </Heading>
      <p className="propre-onboarding-muted">{t('cleaner.cities.lead')}</p>
      <form className="propre-onboarding-nearby__form" onSubmit={submit} noValidate>
        <TextField
          label={t('cleaner.cities.homeCity')}
          value={city}
          onChange={(event) => {
            setCity(event.target.value);
            setCityRequired(false);
          }}
          error={cityError}
          autoComplete="address-level2"
          className="propre-onboarding-nearby__city"
        />
        <TextField
          label={t('cleaner.cities.radius')}
          type="number"
          inputMode="numeric"
          min={1}
          max={150}
          value={radius}
          onChange={(event) => setRadius(event.target.value)}
          error={radiusError}
          className="propre-onboarding-nearby__radius"
        />
        <Button type="submit" variant="secondary" loading={nearby.isFetching} className="propre-onboarding-nearby__find">
          {t('cleaner.cities.find')}
        </Button>
      </form>
      {fetchFailed && (
        <div data-part="nearby-error">
          <FieldError id={`${id}-fetch`}>{t('cleaner.cities.fetchFailed')}</FieldError>
          <Button variant="secondary" size="sm" onClick={() => void nearby.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {nearby.isSuccess && centre && offered.length === 0 && (
        <FieldError id={`${id}-none`}>{t('cleaner.cities.noneInDistance', { km: nearby.data.radiusKm })}</FieldError>
      )}
      {nearby.isSuccess && centre && offered.length > 0 && (
        <div className="propre-onboarding-nearby__found">
          <CheckboxGroup
            legend={t('cleaner.cities.found', {
              count: offered.length,
              km: nearby.data.radiusKm,
              city: locale === 'en' ? centre.nameEn : centre.name,
            })}
            name={`${id}-cities`}
            options={offered.map((name) => ({ value: name, label: name }))}
            value={chosen}
            onChange={setPicked}
            inline
          />
          <Button onClick={add} loading={save.isPending} disabled={chosen.length === 0}>
            {t('cleaner.cities.addAll')}
          </Button>
        </div>
      )}
      {save.isSuccess && (
        <p className="propre-onboarding-muted" role="status">
          {t('cleaner.cities.added')}
        </p>
      )}
      {save.isError && <ProblemAlert error={save.error} />}
    </section>
  );
}
