import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminMarketingTexts } from './texts.ts';

// The editors live apart from widgets.ts: the lists that open them import them from here, and
// widgets.ts imports the lists (an import from widgets.ts would close a circle).
const widget = entryWidgets(adminMarketingTexts);

/** A post's form, French and English side by side with their preview; loads when first opened. */
export const BlogPostEditor = widget('BlogPostEditor', () => import('./BlogPostEditor.tsx'), skeletonOf({ height: '40rem' }));

/** An FAQ entry's form, French and English side by side with their preview; loads when first opened. */
export const FaqEntryEditor = widget('FaqEntryEditor', () => import('./FaqEntryEditor.tsx'), skeletonOf({ height: '30rem' }));
