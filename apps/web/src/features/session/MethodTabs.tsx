/** The tabs choosing how a form proceeds (by e-mail or mobile, which verification): one selected at a time. */
export const MethodTabs = <M extends string>({
  methods,
  value,
  onPick,
  label,
  testId,
}: {
  methods: readonly M[];
  value: M;
  onPick: (method: M) => void;
  label: (method: M) => string;
  testId?: (method: M) => string;
}) => (
  <div className="tabs" role="tablist">
    {methods.map((m) => (
      <button
        key={m}
        type="button"
        role="tab"
        aria-selected={value === m}
        className={`tab${value === m ? ' tab--on' : ''}`}
        onClick={() => onPick(m)}
        data-testid={testId?.(m)}
      >
        {label(m)}
      </button>
    ))}
  </div>
);
