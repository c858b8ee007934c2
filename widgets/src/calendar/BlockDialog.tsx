import { useId, useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { formatLocalTime } from '../i18n/format.ts';
import { Checkbox } from '../ui/Checkbox.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { useSubmit } from '../ui/use-submit.ts';
import { type BlockField, type BlockValues, blockBody, blockFieldOrder, blockProblems, quarterHours } from './block-form.ts';
import { DialogForm } from './DialogForm.tsx';
import { weekdayName } from './describe.ts';
import type { CalendarPart } from './parts.ts';
import { calendarTexts } from './texts.ts';
import type { AvailabilityBlockKind, NewAvailabilityBlock } from './types.ts';

const placement = {
  fields: Object.fromEntries(blockFieldOrder.map((field) => [field, field])) as Record<string, BlockField>,
} as const;
const kinds: readonly AvailabilityBlockKind[] = ['one_off', 'weekly', 'every_n_days'];
/** Monday first, as Quebec calendars show the week; the API's numbers (0 = Sunday). */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];
const times = quarterHours();

export interface BlockDialogProps {
  /** The values the form opens with; a new object opens it afresh. */
  initial: BlockValues;
  /** Changing a block (its note says the change replaces it) rather than adding one. */
  editing: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  /** Sends the block; a refusal (rejected promise) is shown beside its field or above the form. */
  onSubmit: (block: NewAvailabilityBlock) => Promise<unknown>;
}

/** Adds or changes an availability block: one date, every week or every n days, all day or between two quarter hours. */
export function BlockDialog({ initial, editing, open, onOpenChange, today, onSubmit }: BlockDialogProps) {
  const { t } = useEntry(calendarTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? 'blockForm.editTitle' : 'blockForm.newTitle')}
      description={t('blockForm.description')}
    >
      {/* Keyed by the values it opens with: each opening starts a fresh form. */}
      <BlockForm key={JSON.stringify(initial)} initial={initial} editing={editing} today={today} onSubmit={onSubmit} />
    </Dialog>
  );
}

function BlockForm({ initial, editing, today, onSubmit }: Pick<BlockDialogProps, 'initial' | 'editing' | 'today' | 'onSubmit'>) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const id = useId();
  const form = useForm<BlockField>({ order: blockFieldOrder, placement: { ...placement, title: t('blockForm.failed') }, t });
  const [values, setValues] = useState(initial);
  const { busy, send } = useSubmit(form);
  const set = (field: keyof BlockValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const timeOptions = times.map((time) => ({ value: time, label: formatLocalTime(time, locale) }));

  const submit = async () => {
    const problems = blockProblems(values, today);
    form.show((wordIn) =>
      Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, wordIn(`blockForm.errors.${key}`)])),
    );
    if (Object.keys(problems).length > 0) return;
    await send(() => onSubmit(blockBody(values)));
  };

  return (
    <DialogForm form={form} busy={busy} texts="blockForm" onSubmit={() => void submit()}>
      {editing ? <p {...part('dialogText')}>{t('blockForm.editNote')}</p> : null}
      <RadioGroup
        legend={t('blockForm.kind')}
        name="kind"
        value={values.kind}
        onChange={(kind) => {
          set('kind')(kind);
          form.clearField('kind');
        }}
        options={kinds.map((kind) => ({ value: kind, label: t(`blockForm.${kind}`) }))}
      />
      <TextField
        type="date"
        label={t(values.kind === 'one_off' ? 'blockForm.startDate' : 'blockForm.startDateSeries')}
        min={today}
        {...form.input('startDate', values.startDate, set('startDate'))}
      />
      {values.kind === 'weekly' ? (
        <SelectField
          label={t('blockForm.weekday')}
          options={weekOrder.map((day) => ({ value: String(day), label: weekdayName(day, locale) }))}
          placeholder="—"
          {...form.input('weekday', values.weekday, set('weekday'))}
        />
      ) : null}
      {values.kind === 'every_n_days' ? (
        <TextField
          type="number"
          inputMode="numeric"
          min={2}
          max={90}
          label={t('blockForm.intervalDays')}
          {...form.input('intervalDays', values.intervalDays, set('intervalDays'))}
        />
      ) : null}
      <Checkbox
        label={t('blockForm.allDay')}
        name="allDay"
        checked={values.allDay}
        onChange={(event) => {
          const allDay = event.target.checked;
          setValues((current) => ({ ...current, allDay }));
          form.clearField('startTime');
          form.clearField('endTime');
        }}
      />
      {values.allDay ? null : (
        <div {...part('formRow')}>
          <SelectField
            id={`${id}-start`}
            label={t('blockForm.startTime')}
            options={timeOptions.slice(0, -1)}
            placeholder="—"
            {...form.input('startTime', values.startTime, set('startTime'))}
          />
          <SelectField
            id={`${id}-end`}
            label={t('blockForm.endTime')}
            options={timeOptions.slice(1)}
            placeholder="—"
            {...form.input('endTime', values.endTime, set('endTime'))}
          />
        </div>
      )}
      {values.kind === 'one_off' ? null : (
        <TextField
          type="date"
          label={t('blockForm.untilDate')}
          hint={t('blockForm.untilHint')}
          optional
          min={values.startDate || today}
          {...form.input('untilDate', values.untilDate, set('untilDate'))}
        />
      )}
    </DialogForm>
  );
}
