import { type FormEvent, useState } from 'react';
import { useForm, type Wording } from '../forms/use-form.ts';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { PanelForm } from './PanelForm.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';

export interface PartnerCreateValues {
  name: string;
  contactEmail: string;
}

export interface PartnerCreateFormProps {
  /** Adds the partner; rejects with the API's problem, shown beside its field. */
  onSubmit: (values: PartnerCreateValues) => Promise<void>;
  headingLevel: 2 | 3 | 4;
}

type Field = 'name' | 'contactEmail';
const order: readonly Field[] = ['name', 'contactEmail'];
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adding a partner (partners.create: a name of 2–120 characters and a contact email). */
export function PartnerCreateForm({ onSubmit, headingLevel }: PartnerCreateFormProps) {
  const { t } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const form = useForm<Field>({
    order,
    placement: { fields: { name: 'name', contactEmail: 'contactEmail' }, title: t('create.failed') },
    t,
  });
  const [name, setName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const { busy, submit } = useSubmit(form);

  const send = (event: FormEvent) => {
    const n = name.trim();
    const e = contactEmail.trim();
    const nameProblem = n.length < 2 ? 'create.nameShort' : n.length > 120 ? 'create.nameLong' : null;
    const emailProblem = e === '' ? 'create.emailRequired' : !email.test(e) ? 'create.emailInvalid' : null;
    const problems: Wording<Field> | null =
      nameProblem || emailProblem
        ? (w) => ({
            ...(nameProblem ? { name: w(nameProblem) } : {}),
            ...(emailProblem ? { contactEmail: w(emailProblem) } : {}),
          })
        : null;
    return submit(event, problems, async () => {
      await onSubmit({ name: n, contactEmail: e });
      setName('');
      setContactEmail('');
    });
  };

  return (
    <PanelForm
      form={form}
      title={t('create.title')}
      headingLevel={headingLevel}
      submitLabel={t('create.submit')}
      busy={busy}
      onSubmit={send}
    >
      <TextField {...form.input('name', name, setName)} label={t('create.name')} autoComplete="organization" maxLength={120} />
      <TextField
        {...form.input('contactEmail', contactEmail, setContactEmail)}
        label={t('create.email')}
        hint={t('create.emailHint')}
        type="email"
        autoComplete="email"
        maxLength={254}
      />
    </PanelForm>
  );
}
