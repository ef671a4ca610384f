import type { ReactNode } from 'react';

/** A row of chip tabs (`<testIdPrefix>-<tab>`), one selected; each tab's content comes from `label`. */
export const ChipTabs = <T extends string>({
  tabs,
  tab,
  onTab,
  ariaLabel,
  testIdPrefix,
  label,
}: {
  tabs: readonly T[];
  tab: T;
  onTab: (tab: T) => void;
  ariaLabel: string;
  testIdPrefix: string;
  label: (tab: T) => ReactNode;
}) => (
  <div className="chip-row" role="tablist" aria-label={ariaLabel}>
    {tabs.map((x) => (
      <button
        key={x}
        type="button"
        role="tab"
        aria-selected={tab === x}
        className={`chip ${tab === x ? 'chip--on' : ''}`}
        onClick={() => onTab(x)}
        data-testid={`${testIdPrefix}-${x}`}
      >
        {label(x)}
      </button>
    ))}
  </div>
);
