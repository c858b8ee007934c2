import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ContentState, type ContentStateProps } from './ContentState.tsx';
import { type GalleryFilter, type GalleryItem, galleryFilters } from './model.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export interface GalleryViewProps extends ContentStateProps {
  items?: readonly GalleryItem[];
  filter: GalleryFilter;
  onFilter: (filter: GalleryFilter) => void;
}

/**
 * The before/after gallery, props only: the room filters (all, kitchen, bathroom, living,
 * office — spec §2) as toggle buttons that stay put while a filter loads, then each pair side by
 * side with the room, the city and the service, never the address.
 */
export function GalleryView(props: GalleryViewProps) {
  const { items = [], filter, onFilter, headingLevel = 2, className } = props;
  const { t, part } = useEntry<ContentPart>(contentTexts);
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...part('gallery', { state: props.status, className: `propre-stack ${className ?? ''}`.trim() })}>
      <fieldset {...part('galleryFilters', { className: 'propre-wrap' })}>
        <legend className="propre-visually-hidden">{t('gallery.filtersLabel')}</legend>
        {galleryFilters.map((choice) => (
          <Button
            key={choice}
            variant={choice === filter ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={choice === filter}
            {...part('galleryFilter', { state: choice === filter ? 'on' : 'off' })}
            onClick={() => onFilter(choice)}
          >
            {t(`gallery.filters.${choice}`)}
          </Button>
        ))}
      </fieldset>
      <ContentState {...props} className={undefined} root="galleryGrid" skeletonLines={3}>
        {() => (
          <>
            <p className="propre-visually-hidden" role="status">
              {t('gallery.count', { count: items.length })}
            </p>
            {items.length === 0 ? (
              <EmptyState title={t(filter === 'all' ? 'gallery.emptyAll' : 'gallery.empty')} headingLevel={headingLevel} />
            ) : (
              <ul {...part('galleryGrid', { className: 'propre-bare-list' })}>
                {items.map((item) => {
                  const words = {
                    room: t(`gallery.rooms.${item.room}`),
                    city: item.city,
                    service: t(`gallery.services.${item.serviceType}`),
                  };
                  return (
                    <li key={item.id} {...part('galleryItem')}>
                      <figure>
                        <div {...part('galleryPair')}>
                          {(['before', 'after'] as const).map((side) => (
                            <div key={side}>
                              <img
                                {...part('galleryImage', { state: side })}
                                src={side === 'before' ? item.beforeUrl : item.afterUrl}
                                alt={t(`gallery.${side}Alt`, words)}
                                width={400}
                                height={300}
                                loading="lazy"
                                decoding="async"
                              />
                              <span aria-hidden="true">{t(`gallery.${side}`)}</span>
                            </div>
                          ))}
                        </div>
                        <figcaption {...part('galleryCaption')}>
                          <Heading>{t('gallery.caption', words)}</Heading>
                        </figcaption>
                      </figure>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </ContentState>
    </div>
  );
}
