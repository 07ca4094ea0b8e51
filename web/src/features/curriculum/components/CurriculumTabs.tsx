import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import type { CurriculumList } from '../api/curriculum.api';
import { type Variant, VARIANTS } from '../state/curriculum';
import { CurriculumView } from './CurriculumView';

const tabId = (variant: Variant) => `curriculum-tab-${variant}`;
const panelId = (variant: Variant) => `curriculum-panel-${variant}`;

interface Props {
  variant: Variant;
  lists: Record<Variant, Snapshot<CurriculumList>>;
  onSelect(variant: Variant): void;
}

/**
 * Initial and Dynamic as an ARIA tab list (WAI-ARIA APG "Tabs with automatic activation"): one tab
 * in the Tab order, the arrow keys, Home and End move between them and show the panel at once.
 */
export function CurriculumTabs({ variant, lists, onSelect }: Props) {
  const { t } = useTranslation('curriculum');
  const tabs = useRef<Partial<Record<Variant, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent) => {
    const at = VARIANTS.indexOf(variant);
    const last = VARIANTS.length - 1;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = VARIANTS[(to + VARIANTS.length) % VARIANTS.length]!;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="curriculum-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="tab-list" onKeyDown={move}>
        {VARIANTS.map((v) => (
          <button
            key={v}
            ref={(el) => {
              tabs.current[v] = el;
            }}
            id={tabId(v)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={v === variant}
            aria-controls={panelId(v)}
            tabIndex={v === variant ? 0 : -1}
            onClick={() => onSelect(v)}
          >
            {t(`tabs.${v}`)}
            <span className="tab-count" aria-hidden="true">
              {lists[v].items.length}
            </span>
          </button>
        ))}
      </div>
      {/* Both panels exist (each tab's aria-controls names a real element); the other one is hidden. */}
      {VARIANTS.map((v) => (
        <div key={v} role="tabpanel" id={panelId(v)} aria-labelledby={tabId(v)} className="tab-panel" tabIndex={0} hidden={v !== variant}>
          <CurriculumView variant={v} list={lists[v]} />
        </div>
      ))}
    </div>
  );
}
