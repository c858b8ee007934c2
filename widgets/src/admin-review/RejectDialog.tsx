import { useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { reasonLength, reasonProblem } from './model.ts';
import type { AdminReviewPart } from './parts.ts';
import { ReasonField } from './ReasonField.tsx';
import { adminReviewTexts } from './texts.ts';

export interface RejectDialogProps {
  /** What is rejected, in words (« Photo ID from Nina Lavoie »). */
  documentLabel: string;
  /** Sends the rejection; a refusal it throws is said in the dialog. */
  onReject: (reason: string) => Promise<void>;
  busy?: boolean;
}

type Field = 'reason';
const order: readonly Field[] = ['reason'];

/**
 * Rejecting a document, confirmed in a dialog: the reason the cleaner will read is required
 * (10–500 characters, checked before sending and by the API), its error beside the field.
 */
export function RejectDialog({ documentLabel, onReject, busy = false }: RejectDialogProps) {
  const { t, part } = useEntry<AdminReviewPart>(adminReviewTexts);
  const [reason, setReason] = useState('');
  const form = useForm({
    order,
    placement: { fields: { reason: 'reason' }, codes: { rejection_reason_required: 'reason' }, title: t('reject.failed') },
    t,
  });
  const problem = reasonProblem(reason);

  return (
    <FormDialog
      trigger={
        <Button variant="danger" {...part('rejectOpen')}>
          {t('reject.open')}
        </Button>
      }
      title={t('reject.title')}
      description={t('reject.description', { document: documentLabel })}
      form={form}
      check={() => (problem ? (wordIn) => ({ reason: wordIn(`reject.${problem}`) }) : null)}
      send={async () => {
        await onReject(reason.trim());
        setReason('');
      }}
      busy={busy}
      formPart={part('rejectForm')}
      buttonsPart={part('dialogButtons', { className: 'propre-wrap propre-row' })}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={t('reject.confirm')}
      submitVariant="danger"
      submitPart={part('confirm')}
    >
      <ReasonField
        {...form.input('reason', reason, setReason)}
        label={t('reject.reason')}
        hint={t('reject.hint')}
        required
        maxLength={reasonLength.max + 100}
      />
    </FormDialog>
  );
}
