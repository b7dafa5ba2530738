import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import * as styles from './Tabs.css'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string
  tabs: TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

/** Radix tabs: arrow-key navigation and the tab/tabpanel roles come with it; `data-state` is active|inactive. */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={onValueChange}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} disabled={tab.disabled} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
