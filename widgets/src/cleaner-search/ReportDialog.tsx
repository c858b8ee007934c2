import { type ReactElement, useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { describedBy, FieldFrame, useFieldIds } from '../ui/field-parts.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { useEntry } from '../ui/use-entry.ts';
import {
  type CleanerFeedback,
  detailsMaxLength,
  type ReportField,
  type ReportReason,
  reportOf,
  reportProblems,
  reportReasons,
} from './feedback.ts';
import type { CleanerSearchPart } from './parts.ts';
import { cleanerSearchTexts } from './texts.ts';

export interface ReportDialogProps {
  /** The cleaner reported, as the dialog's title names them. */
  name: string;
  /** The button that opens the dialog; it gets the focus back when the dialog closes. */
  trigger: ReactElement;
  /** Sends the report; what it throws is said in the dialog, beside its field when the API names one. */
  onSend: (report: CleanerFeedback) => Promise<void>;
  /** Called once the report is recorded (the dialog has closed). */
  onSent: () => void;
}

const order: readonly ReportField[] = ['reason', 'comment'];

/**
 * Reporting a cleaner in a dialog (the ui Dialog: focus kept inside, Escape, focus back on the
 * button): a reason among the contract's, required, and optional details (1000 characters at
 * most), each error beside its field, checked before sending and by the API.
 */
export function ReportDialog({ name, trigger, onSend, onSent }: ReportDialogProps) {
  const { t, part } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const form = useForm<ReportField>({
    order,
    placement: { fields: { reason: 'reason', comment: 'comment' }, title: t('recommendations.report.failed') },
    t,
  });
  const ids = useFieldIds(undefined, 'details', true, form.errors.comment);
  const problems = reportProblems(reason, details);

  return (
    <FormDialog
      trigger={trigger}
      title={t('recommendations.report.title', { name })}
      description={t('recommendations.report.description')}
      form={form}
      check={() =>
        problems.reason || problems.comment
          ? (wordIn) => ({
              ...(problems.reason ? { reason: wordIn(`recommendations.report.${problems.reason}`) } : {}),
              ...(problems.comment
                ? { comment: wordIn(`recommendations.report.${problems.comment}`, { count: details.trim().length }) }
                : {}),
            })
          : null
      }
      send={async () => {
        await onSend(reportOf(reason as ReportReason, details));
        setReason('');
        setDetails('');
        onSent();
      }}
      formPart={part('reportForm', { className: 'propre-stack' })}
      buttonsPart={part('reportButtons', { className: 'propre-wrap' })}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={t('recommendations.report.send')}
      submitVariant="danger"
    >
      <RadioGroup
        className={part('reportReason').className}
        legend={t('recommendations.report.reason')}
        name="reason"
        required
        options={reportReasons.map((value) => ({ value, label: t(`recommendations.reasons.${value}`) }))}
        value={reason}
        error={form.errors.reason}
        onChange={(value) => {
          setReason(value);
          form.clearField('reason');
        }}
      />
      <FieldFrame
        root={part('reportDetails', { className: 'propre-field' })}
        labelProps={{ className: 'propre-label' }}
        ids={ids}
        label={t('recommendations.report.details')}
        optional
        hint={t('recommendations.report.detailsHint')}
        error={form.errors.comment}
      >
        <textarea
          rows={4}
          id={ids.controlId}
          name="comment"
          className="propre-input"
          value={details}
          // A little over the limit can be typed, so the error says by how much.
          maxLength={detailsMaxLength + 200}
          aria-invalid={form.errors.comment ? true : undefined}
          aria-describedby={describedBy(ids.hintId, ids.errorId)}
          onChange={(event) => {
            setDetails(event.currentTarget.value);
            form.clearField('comment');
          }}
        />
      </FieldFrame>
    </FormDialog>
  );
}
