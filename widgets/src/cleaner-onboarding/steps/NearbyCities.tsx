import type { components } from '@propre/sdk';
import { cleaners, places } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useForm } from '../../forms/use-form.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckboxGroup } from '../../ui/CheckboxGroup.tsx';
import { FieldError } from '../../ui/field-parts.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { TitledSection } from '../../ui/TitledSection.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';

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
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const { client, locale } = usePropre();
  const id = useId();
  const startCity = profile.private.address?.city ?? profile.public.serviceCities[0] ?? '';
  const [city, setCity] = useState(startCity);
  const [radius, setRadius] = useState(String(profile.public.coverageKm ?? 25));
  const [asked, setAsked] = useState<{ city: string; radiusKm: number } | null>(null);
  // The search's own checks, and the save's failure (a city the API refuses lands beside the city).
  const form = useForm({
    order: ['city', 'radius'],
    placement: {
      fields: { serviceCities: 'city', coverageKm: 'radius' },
      codes: { city_not_found: 'city', invalid_city: 'city' },
    },
    t,
  });
  const [picked, setPicked] = useState<string[] | null>(null);
  const nearby = useQuery({
    ...places.listNearbyCities(client, asked?.city ?? '', { radiusKm: asked?.radiusKm ?? 25 }),
    enabled: asked !== null,
    retry: false,
  });
  const save = useMutation(cleaners.updateMyProfile(client));
  const radiusKm = Math.round(Number(radius));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cityMissing = !city.trim();
    const radiusWrong = !(radiusKm >= 1 && radiusKm <= 150);
    if (cityMissing || radiusWrong)
      return form.show((wordIn) => ({
        ...(cityMissing ? { city: wordIn('cities.homeCityRequired') } : {}),
        ...(radiusWrong ? { radius: wordIn('cities.radiusRange') } : {}),
      }));
    form.clear();
    setPicked(null);
    save.reset();
    setAsked({ city: city.trim(), radiusKm });
  };

  const failure = nearby.isError ? problemMessage(nearby.error, t) : null;
  // The search is a query, not a save: a city it does not know is said beside the city too.
  const cityError = form.errors.city ?? (failure && cityCodes.has(failure.code) ? failure.message : undefined);
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
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (error) => {
          form.fail(error);
          onError?.(error);
        },
      },
    );
  };

  return (
    <TitledSection {...part('nearbyCities')} title={t('cities.title')} headingLevel={headingLevel} titleProps={part('cardTitle')}>
      <p {...part('muted')}>{t('cities.lead')}</p>
      <form ref={form.formRef} {...part('nearbyForm')} onSubmit={submit} noValidate>
        <TextField
          label={t('cities.homeCity')}
          {...form.input('city', city, setCity)}
          error={cityError}
          autoComplete="address-level2"
          className={part('nearbyCity').className}
        />
        <TextField
          label={t('cities.radius')}
          type="number"
          inputMode="numeric"
          min={1}
          max={150}
          {...form.input('radius', radius, setRadius)}
          className={part('nearbyRadius').className}
        />
        <Button type="submit" variant="secondary" loading={nearby.isFetching} {...part('nearbyFind')}>
          {t('cities.find')}
        </Button>
      </form>
      {fetchFailed && (
        <div {...part('nearbyError')}>
          <FieldError id={`${id}-fetch`}>{t('cities.fetchFailed')}</FieldError>
          <Button variant="secondary" size="sm" onClick={() => void nearby.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {nearby.isSuccess && centre && offered.length === 0 && (
        <FieldError id={`${id}-none`}>{t('cities.noneInDistance', { km: nearby.data.radiusKm })}</FieldError>
      )}
      {nearby.isSuccess && centre && offered.length > 0 && (
        <div {...part('nearbyFound', { className: 'propre-stack' })}>
          <CheckboxGroup
            legend={t('cities.found', {
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
            {t('cities.addAll')}
          </Button>
        </div>
      )}
      {save.isSuccess && (
        <p {...part('muted')} role="status">
          {t('cities.added')}
        </p>
      )}
      {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
    </TitledSection>
  );
}
