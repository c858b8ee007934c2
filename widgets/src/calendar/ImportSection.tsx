import { useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { DialogForm } from './DialogForm.tsx';
import type { CalendarPart } from './parts.ts';
import { Section } from './Section.tsx';
import { calendarTexts } from './texts.ts';
import type { BusyImportResult } from './types.ts';

/** The API's limit on a calendar file (availability.importBusyTimes). */
const maxBytes = 1_048_576;
/** What the API says of the file itself goes beside the file field. */
const placement = {
  fields: {},
  codes: { calendar_unreadable: 'file', calendar_too_many_events: 'file', payload_too_large: 'file' },
} as const;

export interface ImportSectionProps {
  /** Sends the file's text (text/calendar); a refusal is shown beside the file or above the form. */
  onImport: (ics: string) => Promise<BusyImportResult>;
  headingLevel: 2 | 3 | 4;
}

/** Busy times from another calendar: an exported .ics file, its counts once read, its refusals beside it. */
export function ImportSection({ onImport, headingLevel }: ImportSectionProps) {
  const { t, part } = useEntry<CalendarPart>(calendarTexts);
  const form = useForm<'file'>({ order: ['file'], placement: { ...placement, title: t('import.failed') }, t });
  const [file, setFile] = useState<File | null>(null);
  const { busy, send } = useSubmit(form);
  const [result, setResult] = useState<BusyImportResult | null>(null);

  const submit = async () => {
    setResult(null);
    if (!file || file.size > maxBytes) {
      form.show((wordIn) => ({ file: wordIn(file ? 'import.fileTooLarge' : 'import.fileRequired') }));
      return;
    }
    form.clear();
    await send(async () => setResult(await onImport(await file.text())));
  };

  return (
    <Section name="import" title={t('import.title')} headingLevel={headingLevel}>
      <p {...part('feedNote')}>{t('import.text')}</p>
      <DialogForm
        form={form}
        busy={busy}
        texts="import"
        onSubmit={() => void submit()}
        after={
          <p role="status" {...part('importResult')}>
            {result ? t('import.done', { events: result.events, busy: result.busyPeriods, skipped: result.skipped }) : ''}
          </p>
        }
      >
        <TextField
          type="file"
          accept=".ics,text/calendar"
          label={t('import.file')}
          {...form.field('file')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            form.clearField('file');
          }}
        />
      </DialogForm>
    </Section>
  );
}
