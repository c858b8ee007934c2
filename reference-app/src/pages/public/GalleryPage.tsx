import '@propre/widgets/content/styles.css';
import { Gallery, type GalleryFilter, galleryFilters } from '@propre/widgets/content';
import { useSearchParams } from 'react-router';
import { PublicPage } from './PublicPage.tsx';

const isFilter = (value: string | null): value is GalleryFilter => galleryFilters.includes(value as GalleryFilter);

/** /gallery: the before/after pairs with the room filters; the filter stays in the address (`?room=kitchen`) to share. */
export function GalleryPage() {
  const [params, setParams] = useSearchParams();
  const room = params.get('room');
  return (
    <PublicPage page="gallery" wide>
      <Gallery
        headingLevel={2}
        defaultFilter={isFilter(room) ? room : 'all'}
        onFilterChange={(filter) => setParams(filter === 'all' ? {} : { room: filter }, { replace: true })}
      />
    </PublicPage>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
GalleryPage.widgets = [Gallery];
