import { type FormEvent, useId, useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { type OriginField, OriginFields, originErrors, originField, originPlacement } from './OriginFields.tsx';
import { originProblems } from './origins.ts';
import { PanelForm } from './PanelForm.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { PartnerApiKeyKind } from './types.ts';

export interface ApiKeyCreateValues {
  kind: PartnerApiKeyKind;
  name: string;
  /** A publishable key's origins; none for a secret key. */
  allowedOrigins?: string[];
}

export interface ApiKeyCreateFormProps {
  onSubmit: (values: ApiKeyCreateValues) => Promise<void>;
  headingLevel: 3 | 4 | 5;
}

type Field = 'kind' | 'name' | OriginField;

/**
 * A new key (partners.createPartnerApiKey): publishable, for the partner's pages, with the
 * origins allowed to use it — or secret, for its servers. Each origin is checked as typed in.
 */
export function ApiKeyCreateForm({ onSubmit, headingLevel }: ApiKeyCreateFormProps) {
  const { t } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const id = useId();
  const [kind, setKind] = useState<PartnerApiKeyKind>('publishable');
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState<string[]>(['']);
  const order: Field[] = ['kind', 'name', ...origins.map((_, i) => originField(i))];
  const form = useForm<Field>({
    order,
    placement: {
      fields: { kind: 'kind', name: 'name', allowedOrigins: originField(0), ...originPlacement },
      codes: { publishable_key_origins_required: originField(0) },
      title: t('keys.createFailed'),
    },
    t,
  });
  const { busy, submit } = useSubmit(form);

  const send = (event: FormEvent) => {
    const n = name.trim();
    const problems = kind === 'publishable' ? originProblems(origins) : {};
    return submit(
      event,
      n === '' || Object.keys(problems).length > 0
        ? (w) => ({
            ...(n === '' ? { name: w('keys.nameRequired') } : {}),
            ...originErrors(problems, w),
          })
        : null,
      async () => {
        await onSubmit({ kind, name: n, ...(kind === 'publishable' ? { allowedOrigins: origins.map((o) => o.trim()) } : {}) });
        setName('');
        setOrigins(['']);
      },
    );
  };

  return (
    <PanelForm
      form={form}
      title={t('keys.createTitle')}
      headingLevel={headingLevel}
      submitLabel={t('keys.create')}
      busy={busy}
      onSubmit={send}
    >
      <RadioGroup
        legend={t('keys.kind')}
        name={`${id}-kind`}
        value={kind}
        onChange={(value) => {
          setKind(value as PartnerApiKeyKind);
          form.clear();
        }}
        options={[
          { value: 'publishable', label: t('keys.kinds.publishable'), hint: t('keys.kindHints.publishable') },
          { value: 'secret', label: t('keys.kinds.secret'), hint: t('keys.kindHints.secret') },
        ]}
      />
      <TextField
        {...form.input('name', name, setName)}
        label={t('keys.name')}
        hint={t('keys.nameHint')}
        autoComplete="off"
        maxLength={80}
      />
      {kind === 'publishable' ? <OriginFields origins={origins} onChange={setOrigins} form={form} /> : null}
    </PanelForm>
  );
}
