import { type KeyboardEvent, type ReactNode, useRef } from 'react';

interface TabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect(key: K): void;
  /** Makes the tabs' and panels' ids unique on the page. */
  idPrefix: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs with automatic activation (WAI-ARIA APG): one tab in the Tab order; the arrows, Home and End
 * move between tabs and show their panel at once. Every panel exists (each tab's aria-controls names
 * a real element); only the selected one has content.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, idPrefix, children }: TabsProps<K>) {
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const keys = tabs.map((tab) => tab.key);
  const move = (event: KeyboardEvent) => {
    const at = keys.indexOf(selected);
    const to = ({ ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: keys.length - 1 } as Record<string, number>)[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = keys[(to + keys.length) % keys.length]!;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="wa-tabs">
      <div role="tablist" aria-label={label} className="wa-tab-list" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            id={`${idPrefix}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="wa-tab"
            aria-selected={tab.key === selected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={`${idPrefix}-panel-${tab.key}`} aria-labelledby={`${idPrefix}-tab-${tab.key}`}
          className="wa-tab-panel" hidden={tab.key !== selected}>
          {tab.key === selected && children}
        </div>
      ))}
    </div>
  );
}
