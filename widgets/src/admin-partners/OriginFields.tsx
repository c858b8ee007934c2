import type { TFunction } from 'i18next';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { OriginProblem } from './origins.ts';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';

/** The API's limit of origins per publishable key. */
export const maxOrigins = 20;
/** A field's name: the API's pointer `/allowedOrigins/<i>` lands on it. */
export const originField = (i: number) => `origin${i}` as const;
export type OriginField = ReturnType<typeof originField>;
/** `placement.fields` for the forms kit: the pointer's last segment (the index) to the field. */
export const originPlacement = Object.fromEntries(
  Array.from({ length: maxOrigins }, (_, i) => [String(i), originField(i)]),
) as Record<string, OriginField>;

/** The origins' problems (`originProblems`) as the form's errors, each beside its field. */
export function originErrors(problems: Record<number, OriginProblem>, t: TFunction) {
  return Object.fromEntries(Object.entries(problems).map(([i, problem]) => [originField(Number(i)), t(`origins.${problem}`)]));
}

/** The part of the form's state the origins use (the forms kit's `useForm`). */
interface OriginForm {
  /** Each field's error, by its name. */
  errors: Partial<Record<OriginField, string>>;
  clearField: (field: OriginField) => void;
  clear: () => void;
}

export interface OriginFieldsProps {
  origins: string[];
  onChange: (origins: string[]) => void;
  form: OriginForm;
}

/**
 * A publishable key's allowed origins: one field each, added and removed one by one. A field
 * changed loses its error; a field removed moves every error after it, so all go.
 */
export function OriginFields({ origins, onChange, form }: OriginFieldsProps) {
  const { t, part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const { errors } = form;
  return (
    <fieldset {...part('origins', { className: 'propre-stack' })}>
      <legend className="propre-label">{t('origins.legend')}</legend>
      <p className="propre-hint">{t('origins.hint')}</p>
      {origins.map((origin, i) => (
        // Rows have no identity but their place: a removal re-renders the ones after it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the field's identity (its API pointer)
        <div key={i} {...part('origin')}>
          <TextField
            name={originField(i)}
            label={t('origins.field', { number: i + 1 })}
            error={errors[originField(i)]}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://www.example.com"
            maxLength={200}
            value={origin}
            onChange={(event) => {
              const next = [...origins];
              next[i] = event.currentTarget.value;
              onChange(next);
              form.clearField(originField(i));
            }}
          />
          {origins.length > 1 ? (
            <Button
              {...part('originRemove')}
              variant="ghost"
              size="sm"
              aria-label={t('origins.remove', { number: i + 1 })}
              onClick={() => {
                onChange(origins.filter((_, j) => j !== i));
                form.clear();
              }}
            >
              {t('origins.removeShort')}
            </Button>
          ) : null}
        </div>
      ))}
      {origins.length < maxOrigins ? (
        <Button {...part('originAdd')} variant="secondary" size="sm" onClick={() => onChange([...origins, ''])}>
          {t('origins.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
