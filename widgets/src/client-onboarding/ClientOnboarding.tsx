import { clients, users } from '@propre/sdk/query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePropre } from '../context/hooks.ts';
import { type Property, PropertyForm } from '../properties/index.ts';
import { brands } from '../theme/brands.ts';
import {
  type ClientOnboardingScreen,
  type ClientOnboardingStatus,
  ClientOnboardingView,
  type ClientOnboardingViewProps,
  type Gender,
} from './ClientOnboardingView.tsx';
import type { ClientStepId } from './steps.ts';

export interface ClientOnboardingProps {
  /** "Find a cleaner" on the celebration screen (e.g. the host navigates to its search). */
  onFinish?: () => void;
  /** Makes "find a cleaner" a link to this address (with `onFinish` still called on click). */
  searchHref?: string;
  /** Each step done: `welcome`, `gender`, `property` (with the property saved). */
  onStepComplete?: (step: ClientStepId, property?: Property) => void;
  onError?: (error: unknown) => void;
  /** Where a signed-out visitor is sent to sign in or to create an account. */
  signInHref?: string;
  joinHref?: string;
  /** Renders the links: a router's Link in an app; an <a> by default. */
  renderLink?: ClientOnboardingViewProps['renderLink'];
  headingLevel?: 1 | 2;
}

/**
 * The client onboarding (spec §2, /client-onboarding): welcome, gender, first property, then a
 * celebration and on to the search. Progress is the server's (`clients.getMyOnboarding`), so
 * leaving and coming back, on any device, resumes where the person was.
 */
export function ClientOnboarding({ onFinish, searchHref, onStepComplete, onError, ...view }: ClientOnboardingProps) {
  const { client, session, brand } = usePropre();
  const sessionState = useSyncExternalStore(session.subscribe, () => session.state);
  // A host that has not started the session yet (a partner page): ask who is signed in.
  useEffect(() => {
    if (session.state.status === 'unknown') session.start().catch(() => undefined);
  }, [session]);
  const user = sessionState.user;
  const isClient = user?.role === 'client';
  const progress = useQuery({ ...clients.getMyOnboarding(client), enabled: isClient });
  const welcome = useMutation(clients.completeWelcome(client));
  const updateMe = useMutation(users.updateMe(client));
  // The screen chosen during this visit; before any choice, the server's progress decides.
  const [chosen, setChosen] = useState<ClientOnboardingScreen | null>(null);
  const [gender, setGender] = useState<Gender | ''>('');
  const [actionError, setActionError] = useState<unknown>(null);
  const [saved, setSaved] = useState<Property | null>(null);

  const data = progress.data;
  const done = new Set<ClientStepId>((data?.steps ?? []).filter((step) => step.done).map((step) => step.id));
  if (chosen && chosen !== 'welcome') done.add('welcome');
  if (chosen === 'property' || chosen === 'celebration') done.add('gender');
  if (saved) done.add('property');
  // Gender is always done on the server (sign-up asks it); the screen shows it right after the welcome.
  const serverScreen: ClientOnboardingScreen = !data
    ? 'welcome'
    : data.completed
      ? 'celebration'
      : data.currentStep === 'welcome'
        ? 'welcome'
        : data.currentStep === 'gender'
          ? 'gender'
          : 'property';
  const screen = chosen ?? serverScreen;

  let status: ClientOnboardingStatus = 'ready';
  if (sessionState.status === 'unknown' || (isClient && progress.isPending)) status = 'loading';
  else if (!user) status = 'signed-out';
  else if (progress.isError) status = 'error';

  const go = (next: ClientOnboardingScreen) => {
    setActionError(null);
    setChosen(next);
  };
  const failed = (error: unknown) => {
    setActionError(error);
    onError?.(error);
  };

  const start = async () => {
    try {
      await welcome.mutateAsync();
      onStepComplete?.('welcome');
      go('gender');
    } catch (error) {
      failed(error);
    }
  };

  const currentGender = gender || user?.gender || '';
  const saveGender = async () => {
    try {
      if (currentGender && currentGender !== user?.gender) {
        const updated = await updateMe.mutateAsync({ body: { gender: currentGender } });
        if (updated) session.setUser(updated);
      }
      onStepComplete?.('gender');
      go('property');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ClientOnboardingView
      {...view}
      status={status}
      screen={screen}
      done={done}
      firstName={user?.name.split(' ')[0] || user?.username}
      brandName={brands[brand].name}
      gender={currentGender}
      onGenderChange={setGender}
      onStart={start}
      onGenderContinue={saveGender}
      onBack={() => go(screen === 'property' ? 'gender' : 'welcome')}
      onFinish={onFinish}
      searchHref={searchHref}
      pending={welcome.isPending ? 'welcome' : updateMe.isPending ? 'gender' : null}
      actionError={actionError}
      loadError={progress.error}
      onRetry={() => void progress.refetch()}
      propertyName={saved?.name}
      propertyForm={
        // The properties entry's form: its code and texts load when the property step shows.
        <PropertyForm
          headingLevel={view.headingLevel === 1 ? 2 : 3}
          onCancel={() => go('gender')}
          onError={onError}
          onSaved={(property) => {
            setSaved(property);
            onStepComplete?.('property', property);
            go('celebration');
          }}
        />
      }
    />
  );
}
