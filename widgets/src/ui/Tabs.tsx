import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../theme/appearance.ts';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Keeps every panel mounted (hidden when not selected), so what a panel's form holds survives a tab switch. */
  keepMounted?: boolean;
  className?: string;
}

/** Tabs (Radix: arrow keys between tabs, panels linked to their tab). */
export function Tabs({ items, label, value, defaultValue, onValueChange, keepMounted = false, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx('propre-tabs', className)}
      data-part="tabs"
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="propre-tab-list" data-part="tab-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className="propre-tab" data-part="tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount={keepMounted ? true : undefined}
          className="propre-tab-panel"
          data-part="tab-panel"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
