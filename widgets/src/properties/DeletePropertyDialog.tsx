import { ProblemError } from '@propre/sdk';
import { properties } from '@propre/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import type { Property } from './model.ts';
import { propertiesTexts } from './texts.ts';

export interface DeletePropertyDialogProps {
  property: Property;
  /** The button that opens the dialog; it gets the focus back. */
  trigger: ReactElement;
  onDeleted?: (property: Property) => void;
  onError?: (error: unknown) => void;
}

/**
 * Asks before deleting. The API refuses while a booking to come uses the property
 * (409 `property_in_use`): the dialog then says so with the API's own reason, and only closes.
 */
export function DeletePropertyDialog({ property, trigger, onDeleted, onError }: DeletePropertyDialogProps) {
  const { t } = useEntryTranslation(propertiesTexts);
  const { client } = usePropre();
  const remove = useMutation(properties.delete(client));
  const variables = { path: { propertyId: property.id } };
  const [open, setOpen] = useState(false);
  const refused = remove.error instanceof ProblemError && remove.error.code === 'property_in_use' ? remove.error : null;

  return (
    <Dialog
      trigger={trigger}
      size="sm"
      open={open}
      title={t('remove.title', { name: property.name })}
      description={t('remove.body')}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{refused ? t('remove.close') : t('remove.cancel')}</Button>
          </DialogClose>
          {refused ? null : (
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(variables, {
                  onSuccess: () => {
                    setOpen(false);
                    onDeleted?.(property);
                  },
                  onError: (error) => onError?.(error),
                })
              }
            >
              {t('remove.confirm')}
            </Button>
          )}
        </>
      }
    >
      {refused ? (
        <Alert tone="warning" role="alert" title={t('remove.refused')}>
          <p>{refused.problem.detail || t('common:errors.property_in_use')}</p>
        </Alert>
      ) : remove.error ? (
        <ProblemAlert error={remove.error} onRetry={() => remove.mutate(variables)} retrying={remove.isPending} />
      ) : null}
    </Dialog>
  );
}
