import { useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { type OriginField, OriginFields, originErrors, originField, originPlacement } from './OriginFields.tsx';
import { originProblems } from './origins.ts';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { PartnerApiKey } from './types.ts';

export interface OriginsDialogProps {
  apiKey: PartnerApiKey;
  /** Replaces the key's origins (partners.updatePartnerApiKey); rejects with the API's problem. */
  onSave: (keyId: string, allowedOrigins: string[]) => Promise<void>;
}

/**
 * The allowed origins of a live publishable key, edited in a dialog: each origin in its own
 * field, each refusal (`origin_invalid` at `/allowedOrigins/<i>`) beside its field.
 */
export function OriginsDialog({ apiKey, onSave }: OriginsDialogProps) {
  const { t, part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const [origins, setOrigins] = useState<string[]>(apiKey.allowedOrigins);
  const form = useForm<OriginField>({
    order: origins.map((_, i) => originField(i)),
    placement: { fields: { allowedOrigins: originField(0), ...originPlacement }, title: t('origins.failed') },
    t,
  });
  const problems = originProblems(origins);

  return (
    <FormDialog
      onOpenChange={(next) => {
        if (next) setOrigins(apiKey.allowedOrigins);
      }}
      trigger={
        <Button variant="secondary" size="sm">
          {t('origins.edit')}
          <VisuallyHidden> {apiKey.name}</VisuallyHidden>
        </Button>
      }
      title={t('origins.title', { name: apiKey.name })}
      description={t('origins.description')}
      form={form}
      check={() => (Object.keys(problems).length > 0 ? (w) => originErrors(problems, w) : null)}
      send={() =>
        onSave(
          apiKey.id,
          origins.map((o) => o.trim()),
        )
      }
      formPart={part('dialogForm', { className: 'propre-stack' })}
      buttonsPart={part('formButtons', { className: 'propre-wrap propre-row' })}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={t('origins.save')}
    >
      <OriginFields origins={origins} onChange={setOrigins} form={form} />
    </FormDialog>
  );
}
