type Props<S extends string> = {
  statuses: readonly S[];
  current: S;
  onSelect: (status: S) => void;
  /** The tab row's name for assistive technology. */
  label: string;
  /** Each tab's text. */
  text: (status: S) => string;
  /** Each tab's test id is `${testId}-${status in lower case}`. */
  testId: string;
  className?: string;
};

/** A queue's status filter as a row of tabs (the documents queue, the RG and risk cases): the shared one. */
export const StatusTabs = <S extends string>({ statuses, current, onSelect, label, text, testId, className }: Props<S>) => (
  <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label}>
    {statuses.map((s) => (
      <button
        key={s}
        type="button"
        role="tab"
        aria-selected={current === s}
        className={current === s ? 'tab tab--current' : 'tab'}
        onClick={() => onSelect(s)}
        data-testid={`${testId}-${s.toLowerCase()}`}
      >
        {text(s)}
      </button>
    ))}
  </div>
);
