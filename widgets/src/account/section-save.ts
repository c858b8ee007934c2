import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { accountTexts } from './texts.ts';

/** Where a section is: editing, sending, just saved, or refused (by its own checks or the API). */
export type SectionState = 'idle' | 'saving' | 'saved' | 'error';

export interface SectionSave {
  state: SectionState;
  /** What the API (or the network) answered to the last save, until the next one. */
  failure: unknown;
  /** Sends `work`; on success says "Profil mis à jour" (spec §8) unless the toast is off. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  /** The section's own checks refused the values: nothing was sent. */
  refuse(): void;
  /** The person edits again after a save: "saved" no longer describes the form. */
  edited(): void;
}

/**
 * The save cycle every section shares: one request at a time, a state for the button and the
 * form's `data-state`, the success toast, and the failure kept as its cause so the texts are made
 * at render (a language switch after a failure translates them).
 */
export function useSectionSave(options: { successToast?: boolean; onError?: (error: unknown) => void } = {}): SectionSave {
  const { successToast = true, onError } = options;
  const { t } = useEntryTranslation(accountTexts);
  const toast = useToast();
  const [state, setState] = useState<SectionState>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const mounted = useRef(true);
  const busy = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      // A double click sends once: the button is busy, but a key repeat could still submit.
      if (busy.current) return undefined;
      busy.current = true;
      setState('saving');
      setFailure(null);
      try {
        const result = await work();
        if (successToast) toast.show({ tone: 'success', title: t('saved.title'), description: t('saved.description') });
        if (mounted.current) setState('saved');
        return result;
      } catch (error) {
        if (mounted.current) {
          setFailure(error);
          setState('error');
        }
        onError?.(error);
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [successToast, onError, toast, t],
  );
  const refuse = useCallback(() => {
    setFailure(null);
    setState('error');
  }, []);
  const edited = useCallback(() => setState((current) => (current === 'saved' ? 'idle' : current)), []);
  return { state, failure, run, refuse, edited };
}

/** A text field's `onChange` in a section: keeps the text, and "saved" no longer describes the form. */
export function editText(set: (value: string) => void, saving: Pick<SectionSave, 'edited'>) {
  return (event: { currentTarget: { value: string } }) => {
    set(event.currentTarget.value);
    saving.edited();
  };
}
