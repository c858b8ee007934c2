import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { usePart } from './part.ts';
import type { UiPart } from './parts.ts';

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
  const part = usePart<UiPart>('ui');
  return (
    <RadixTabs.Root
      {...part('tabs', { className })}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List {...part('tabList')} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} {...part('tab')}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} forceMount={keepMounted ? true : undefined} {...part('tabPanel')}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
