import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { ConfirmActions } from './ConfirmActions.tsx';
import type { useAction } from './use-action.ts';

export interface ConfirmDialogButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The call the dialog confirms: its refusal shows in the dialog, and is forgotten when the dialog opens or closes. */
  action: ReturnType<typeof useAction>;
  onConfirm: () => void;
  texts: { trigger: string; title: string; description: string; failed: string; confirm: string };
}

/** A secondary button that opens a small confirmation of a destructive action (rotate the feed, disconnect Google). */
export function ConfirmDialogButton({ open, onOpenChange, action, onConfirm, texts }: ConfirmDialogButtonProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        action.reset();
        onOpenChange(next);
      }}
      trigger={
        <Button variant="secondary" size="lg">
          {texts.trigger}
        </Button>
      }
      title={texts.title}
      description={texts.description}
      size="sm"
    >
      <ConfirmActions
        error={action.error}
        errorTitle={texts.failed}
        confirmLabel={texts.confirm}
        busy={action.busy}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
