import { properties as propertiesApi } from '@propre/sdk/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { usePropre, useToast } from '../context/hooks.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ProblemAlert.tsx';
import { partClass } from '../ui/part.ts';
import { retryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { DeletePropertyDialog } from './DeletePropertyDialog.tsx';
import type { Property } from './model.ts';
import { PropertyCard, PropertyCardSkeleton } from './PropertyCard.tsx';
import { PropertyForm } from './PropertyForm.tsx';
import type { PropertiesPart } from './parts.ts';
import { propertiesTexts } from './texts.ts';

export interface PropertiesProps {
  /** The widget's heading; « Mes propriétés » by default, `null` for none (the page has its own). */
  title?: ReactNode | null;
  headingLevel?: 2 | 3;
  /** Called after each add, edit and delete. */
  onChange?: (event: { kind: 'created' | 'updated' | 'deleted'; property: Property }) => void;
  onError?: (error: unknown) => void;
}

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; property: Property };

const addIcon = (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="18" height="18">
    <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const houseIcon = (
  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
    <path d="M8 22 24 9l16 13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M12 19v19h24V19" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    <path d="M21 38v-9h6v9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
  </svg>
);

/**
 * The client's properties (spec §2 /properties): cards with add, edit and delete. The form
 * takes the list's place while open; deleting asks first and shows the API's refusal when a
 * booking still uses the property.
 */
export function Properties({ title, headingLevel = 2, onChange, onError }: PropertiesProps) {
  const { t, part } = useEntry<PropertiesPart>(propertiesTexts);
  const { client } = usePropre();
  const toast = useToast();
  const id = useId();
  const listOptions = propertiesApi.list(client);
  const list = useQuery(listOptions);
  const queryClient = useQueryClient();
  const [deletions, setDeletions] = useState(0);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // Where the focus goes once the form closes or a property is deleted (a card's edit button, the add button).
  const focusNext = useRef<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (mode.kind !== 'list') {
      root.querySelector<HTMLElement>(`.${partClass('properties', 'formTitle')}`)?.focus();
      return;
    }
    const target = focusNext.current;
    focusNext.current = null;
    if (target) root.querySelector<HTMLElement>(target)?.focus();
  }, [mode]);
  // A deleted card is gone with its buttons: the focus goes to "add a property".
  useEffect(() => {
    if (deletions > 0) rootRef.current?.querySelector<HTMLElement>('[data-action="add"]')?.focus();
  }, [deletions]);

  const back = (focus: string) => {
    focusNext.current = focus;
    setMode({ kind: 'list' });
  };

  const items = list.data?.items ?? [];
  const Heading = `h${headingLevel}` as const;
  // Without a title of its own, the widget's cards and form sit right under the page's heading.
  const cardHeading = (title === null ? headingLevel : headingLevel + 1) as 2 | 3 | 4;
  const addButton = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <Button variant={variant} data-action="add" onClick={() => setMode({ kind: 'add' })}>
      {addIcon}
      {label}
    </Button>
  );

  let body: ReactNode;
  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit' ? mode.property : undefined;
    body = (
      <PropertyForm
        key={editing?.id ?? 'new'}
        property={editing}
        title={editing ? t('editTitle') : t('addTitle')}
        headingLevel={cardHeading}
        successToast
        onCancel={() => back(editing ? `[data-edit="${editing.id}"]` : '[data-action="add"]')}
        onError={onError}
        onSaved={(saved) => {
          onChange?.({ kind: editing ? 'updated' : 'created', property: saved });
          back(`[data-edit="${saved.id}"]`);
        }}
      />
    );
  } else if (list.isPending) {
    body = (
      <>
        <VisuallyHidden id={`${id}-loading`}>{t('list.loading')}</VisuallyHidden>
        <ul {...part('list', { className: 'propre-bare-list' })} aria-busy="true" aria-describedby={`${id}-loading`}>
          <PropertyCardSkeleton />
          <PropertyCardSkeleton />
        </ul>
      </>
    );
  } else if (list.isError) {
    body = <ErrorState {...retryProps(list)} headingLevel={cardHeading} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={houseIcon}
        headingLevel={cardHeading}
        title={t('list.emptyTitle')}
        body={<p>{t('list.empty')}</p>}
        action={addButton(t('addFirst'))}
      />
    );
  } else {
    body = (
      <ul {...part('list', { className: 'propre-bare-list' })}>
        {items.map((property) => (
          <PropertyCard
            key={property.id}
            property={property}
            headingLevel={cardHeading}
            actions={
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  data-edit={property.id}
                  aria-label={t('editLabel', { name: property.name })}
                  onClick={() => setMode({ kind: 'edit', property })}
                >
                  {t('edit')}
                </Button>
                <DeletePropertyDialog
                  property={property}
                  onError={onError}
                  onDeleted={(deleted) => {
                    toast.show({ tone: 'success', title: t('remove.done', { name: deleted.name }) });
                    onChange?.({ kind: 'deleted', property: deleted });
                    // Gone from the list at once; the refetch the deletion starts confirms it.
                    queryClient.setQueryData(listOptions.queryKey, (previous) =>
                      previous ? { ...previous, items: previous.items.filter((item) => item.id !== deleted.id) } : previous,
                    );
                    setDeletions((count) => count + 1);
                  }}
                  trigger={
                    <Button variant="ghost" size="sm" aria-label={t('remove.label', { name: property.name })}>
                      {t('remove.action')}
                    </Button>
                  }
                />
              </>
            }
          />
        ))}
      </ul>
    );
  }

  const state =
    mode.kind !== 'list'
      ? mode.kind
      : list.isPending
        ? 'loading'
        : list.isError
          ? 'error'
          : items.length === 0
            ? 'empty'
            : 'list';
  return (
    <section
      ref={rootRef}
      {...part('root', { className: 'propre-stack', state })}
      aria-labelledby={title === null ? undefined : `${id}-title`}
    >
      {mode.kind === 'list' && (title !== null || items.length > 0) ? (
        <div {...part('header', { className: 'propre-wrap' })}>
          {title === null ? null : (
            <Heading id={`${id}-title`} {...part('title')}>
              {title ?? t('title')}
            </Heading>
          )}
          {items.length > 0 ? addButton(t('add')) : null}
        </div>
      ) : null}
      {body}
    </section>
  );
}
