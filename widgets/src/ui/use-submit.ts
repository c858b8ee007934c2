import { type FormEvent, useState } from 'react';
import type { FormState, Wording } from '../forms/use-form.ts';

/**
 * A form's sending. `send(call)` makes the call, `busy` meanwhile, and shows a refusal beside its
 * field (or above the form). `submit(event, problems, request)` first shows the problems found
 * before sending (nothing is sent then); a second submit while busy is ignored.
 */
export function useSubmit<Field extends string>(form: FormState<Field>) {
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent, problems: Wording<Field> | null, request: () => Promise<void>) => {
    event.preventDefault();
    if (busy) return;
    if (problems) return form.show(problems);
    form.clear();
    await send(request);
  };
  return { busy, send, submit };
}
