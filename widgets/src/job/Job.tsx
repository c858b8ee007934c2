import { bookings as bookingsApi, setAnswer } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { retryProps } from '../ui/query-state.ts';
import { JobView, type JobViewProps } from './JobView.tsx';
import { LocateError, locateDevice } from './locate.ts';
import type { Booking, DeviceLocation, LocateProblem } from './types.ts';
import { useChecklistSync } from './use-checklist-sync.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

export interface JobProps extends Pick<JobViewProps, 'headingLevel' | 'className' | 'now'> {
  bookingId: string;
  /** Reads the device's position when the cleaner taps; the browser's geolocation by default. */
  locate?: () => Promise<DeviceLocation>;
  /** Each time the booking changes through the job (punched in, ticked, punched out). */
  onChange?: (booking: Booking) => void;
}

type Step = 'in' | 'out';

/** The job once the booking is loaded: the hooks that need it. */
function JobLoaded({ booking, locate, ...view }: Omit<JobProps, 'bookingId' | 'onChange'> & { booking: Booking }) {
  const { client, queryClient } = usePropre();
  const bookingId = booking.id;
  // The answer is the booking as it now stands: the details (same query) show it at once.
  const answered = (data: unknown) => setAnswer(queryClient, bookingsApi.get(client, bookingId).queryKey, data);
  const punchIn = useMutation({ ...bookingsApi.punchIn(client), onSuccess: answered });
  const submit = useMutation(bookingsApi.submitChecklist(client));
  const punchOut = useMutation({ ...bookingsApi.punchOut(client), onSuccess: answered });
  const checklist = useChecklistSync(client, queryClient, booking);
  const photos = usePhotoUploads(client, queryClient, bookingId);
  const [locating, setLocating] = useState<Step | null>(null);
  const [problem, setProblem] = useState<{ step: Step; reason: LocateProblem } | null>(null);

  const located = async (step: Step): Promise<DeviceLocation | null> => {
    setProblem(null);
    setLocating(step);
    try {
      return await (locate ?? locateDevice)();
    } catch (error) {
      setProblem({ step, reason: error instanceof LocateError ? error.problem : 'unavailable' });
      return null;
    } finally {
      setLocating(null);
    }
  };

  const startWork = async () => {
    punchIn.reset();
    const location = await located('in');
    if (location) punchIn.mutate({ path: { bookingId }, body: location });
  };

  const finishWork = async () => {
    submit.reset();
    punchOut.reset();
    // The position first: refused, nothing is submitted and the cleaner can still change the list.
    const location = await located('out');
    if (!location) return;
    try {
      if (!booking.work.checklistSubmittedAt) await submit.mutateAsync({ path: { bookingId } });
      await punchOut.mutateAsync({ path: { bookingId }, body: location });
    } catch {
      // Shown beside the button (submit.error, punchOut.error).
    }
  };

  return (
    <JobView
      {...view}
      status="success"
      booking={booking}
      punchIn={{
        onAct: () => void startWork(),
        locating: locating === 'in',
        busy: punchIn.isPending,
        locateProblem: problem?.step === 'in' ? problem.reason : null,
        error: punchIn.error,
      }}
      checklist={{ items: checklist.items, sync: checklist.sync, error: checklist.error, onToggle: checklist.toggle }}
      photos={{ uploads: photos.uploads, onPick: photos.add, onRetry: photos.retry, onDismiss: photos.dismiss }}
      punchOut={{
        onAct: () => void finishWork(),
        locating: locating === 'out',
        busy: submit.isPending || punchOut.isPending,
        locateProblem: problem?.step === 'out' ? problem.reason : null,
        error: submit.error ?? punchOut.error,
        disabled: checklist.sync === 'waiting',
      }}
    />
  );
}

/**
 * The booked cleaner's job on a booking (`bookings.get`, shared with the booking's details):
 * punch in with the device's position (bookings.punchIn), tick the checklist as the work goes,
 * even offline (bookings.updateChecklist), take before/after photos (bookings.addPhoto), submit
 * and punch out (bookings.submitChecklist, bookings.punchOut), then the timesheet. Mount it for
 * the booking's cleaner; it shows nothing when there is nothing to do.
 */
export function Job({ bookingId, onChange, ...props }: JobProps) {
  const { client } = usePropre();
  // Shares the details' query: no second request when the details already loaded it.
  const query = useQuery({ ...bookingsApi.get(client, bookingId), refetchOnMount: false, retry: false });
  const booking = query.data as Booking | undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (booking) onChangeRef.current?.(booking);
  }, [booking]);
  if (booking) return <JobLoaded {...props} booking={booking} />;
  return (
    <JobView
      headingLevel={props.headingLevel}
      className={props.className}
      status={query.error ? 'error' : 'loading'}
      {...retryProps(query)}
    />
  );
}
