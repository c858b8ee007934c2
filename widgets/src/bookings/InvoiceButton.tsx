import { ProblemError } from '@propre/sdk';
import { bookings as bookingsApi } from '@propre/sdk/query';
import { useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { saveFile } from '../ui/save-file.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingsPart } from './parts.ts';
import { bookingsTexts } from './texts.ts';

/**
 * The invoice PDF in the reader's language (`bookings.getInvoice`), available once the balance is
 * paid; a 429 says how long to wait, from the API's `Retry-After`.
 */
export function InvoiceButton({ bookingId }: { bookingId: string }) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  const { client, locale, queryClient } = usePropre();
  const toast = useToast();
  const [state, setState] = useState<{ busy: boolean; error?: unknown }>({ busy: false });

  const download = async () => {
    setState({ busy: true });
    try {
      // Never cached: each download is the invoice as of now (its payments section).
      const blob = await queryClient.fetchQuery({
        ...bookingsApi.getInvoice(client, bookingId, { lang: locale }),
        staleTime: 0,
        gcTime: 0,
        retry: false,
      });
      saveFile(blob as Blob, `${locale === 'fr' ? 'facture' : 'invoice'}-${bookingId}.pdf`);
      toast.show({ title: t('details.invoice.done'), tone: 'success' });
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error });
    }
  };

  const { error } = state;
  const limited = error instanceof ProblemError && error.status === 429;
  const notYet = error instanceof ProblemError && error.status === 409;
  return (
    <div {...part('invoice', { state: limited ? 'rate-limited' : error ? 'error' : 'idle' })}>
      <Button variant="secondary" onClick={download} loading={state.busy}>
        {t('details.invoice.download')}
      </Button>
      {limited ? (
        <Alert tone="warning" role="alert">
          {t('details.invoice.rateLimited', { count: error.retryAfter ?? 60 })}
        </Alert>
      ) : notYet ? (
        <Alert tone="info" role="alert">
          {t('details.invoice.notYet')}
        </Alert>
      ) : error ? (
        <ProblemAlert error={error} onRetry={download} />
      ) : null}
    </div>
  );
}
