import { useId } from 'react';
import { describedBy, FieldError } from '../ui/field-parts.tsx';
import { LineIcon } from '../ui/icons.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AuthPart } from './parts.ts';
import { authTexts } from './texts.ts';

export type SelectableRole = 'client' | 'cleaner';

export interface RoleChoiceProps {
  value: SelectableRole | '';
  onChange: (role: SelectableRole) => void;
  error?: string;
  /** The field's name in the form (focus moves here when it is in error). */
  name?: string;
  className?: string;
}

const roles: readonly SelectableRole[] = ['client', 'cleaner'];

/**
 * Client or cleaner as two radio cards: native radios (arrow keys move between them, the
 * browser announces "1 of 2"), each card the whole label so the target is large.
 */
export function RoleChoice({ value, onChange, error, name = 'role', className }: RoleChoiceProps) {
  const { t, part } = useEntry<AuthPart>(authTexts);
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      {...part('role', { className })}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(undefined, errorId)}
    >
      <legend className="propre-label">{t('register.role.legend')}</legend>
      <div {...part('roleCards')}>
        {roles.map((role) => (
          <label key={role} {...part('roleCard', { state: value === role && 'checked' })} data-role={role}>
            <input
              type="radio"
              name={name}
              value={role}
              {...part('roleInput')}
              checked={value === role}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-${role}-hint`}
              onChange={() => onChange(role)}
            />
            <RoleIcon role={role} className={part('roleIcon').className} />
            <span {...part('roleText', { className: 'propre-stack' })}>
              <span {...part('roleLabel')}>{t(`register.role.${role}.label`)}</span>
              <span id={`${id}-${role}-hint`} {...part('roleHint')}>
                {t(`register.role.${role}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && errorId && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

function RoleIcon({ role, className }: { role: SelectableRole; className: string }) {
  return (
    <LineIcon className={className} size={28} viewBox="0 0 24 24" strokeWidth={1.7}>
      <path
        d={
          role === 'client'
            ? 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5'
            : 'M14 3.5 19.5 9M6 21l4.5-1.5 8-8L14 7l-8 8L4.5 19.5zM13 8l3.5 3.5M4 6h3M5.5 4.5v3M18 17h3M19.5 15.5v3'
        }
      />
    </LineIcon>
  );
}
