import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { usePart } from '../ui/part.ts';
import type { CleanerOnboardingPart } from './parts.ts';

export interface SaveActionsProps {
  /** The submit button's text. */
  label: ReactNode;
  /** Said (politely) once the card is saved. */
  savedText: ReactNode;
  saving?: boolean;
  saved?: boolean;
}

/** A card's submit button and, once the card is saved, the confirmation beside it. */
export function SaveActions({ label, savedText, saving, saved }: SaveActionsProps) {
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  return (
    <div {...part('cardActions', { className: 'propre-wrap' })}>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
      {saved && (
        <Alert tone="success" role="status">
          {savedText}
        </Alert>
      )}
    </div>
  );
}
