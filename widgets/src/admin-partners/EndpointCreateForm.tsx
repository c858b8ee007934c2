import { type FormEvent, useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { PanelForm } from './PanelForm.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import { type PartnerEventType, partnerEventTypes } from './types.ts';

export interface EndpointCreateValues {
  url: string;
  events: PartnerEventType[];
  description?: string;
}

export interface EndpointCreateFormProps {
  onSubmit: (values: EndpointCreateValues) => Promise<void>;
  headingLevel: 3 | 4 | 5;
}

type Field = 'url' | 'events' | 'description';
const order: readonly Field[] = ['url', 'events', 'description'];

/**
 * A webhook endpoint (partners.createPartnerWebhookEndpoint): its URL (https on a public host,
 * `webhook_url_not_allowed` beside the field), the events it wants, a note.
 */
export function EndpointCreateForm({ onSubmit, headingLevel }: EndpointCreateFormProps) {
  const { t, part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<PartnerEventType[]>([...partnerEventTypes]);
  const [description, setDescription] = useState('');
  const form = useForm<Field>({
    order,
    placement: {
      fields: { url: 'url', events: 'events', description: 'description' },
      codes: { webhook_url_not_allowed: 'url' },
      title: t('endpoints.createFailed'),
    },
    t,
  });
  const { busy, submit } = useSubmit(form);

  const send = (event: FormEvent) => {
    const u = url.trim();
    let urlProblem: string | null = u === '' ? 'endpoints.urlRequired' : null;
    if (!urlProblem) {
      try {
        if (!/^https?:$/.test(new URL(u).protocol)) urlProblem = 'endpoints.urlInvalid';
      } catch {
        urlProblem = 'endpoints.urlInvalid';
      }
    }
    const problem = urlProblem;
    return submit(
      event,
      problem || events.length === 0
        ? (w) => ({
            ...(problem ? { url: w(problem) } : {}),
            ...(events.length === 0 ? { events: w('endpoints.eventsRequired') } : {}),
          })
        : null,
      async () => {
        await onSubmit({ url: u, events, ...(description.trim() ? { description: description.trim() } : {}) });
        setUrl('');
        setDescription('');
        setEvents([...partnerEventTypes]);
      },
    );
  };

  return (
    <PanelForm
      form={form}
      title={t('endpoints.createTitle')}
      headingLevel={headingLevel}
      submitLabel={t('endpoints.create')}
      busy={busy}
      onSubmit={send}
    >
      <TextField
        {...form.input('url', url, setUrl)}
        label={t('endpoints.url')}
        hint={t('endpoints.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={2000}
      />
      <div {...part('events')}>
        <CheckboxGroup
          legend={t('endpoints.events')}
          name="events"
          value={events}
          error={form.errors.events}
          onChange={(value) => {
            setEvents(value as PartnerEventType[]);
            form.clearField('events');
          }}
          options={partnerEventTypes.map((type) => ({ value: type, label: t(`events.${type.replace('booking.', '')}`) }))}
        />
      </div>
      <TextField
        {...form.input('description', description, setDescription)}
        label={t('endpoints.description')}
        optional
        autoComplete="off"
        maxLength={200}
      />
    </PanelForm>
  );
}
