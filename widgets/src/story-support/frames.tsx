import type { ComponentType } from 'react';

/** A story's decorator: the widget on a phone, 360 px wide. */
export const onPhone = (Story: ComponentType) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);
