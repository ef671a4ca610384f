/** A progress bar out of 1000 (permille), announced as a percentage; `className` names the track, `<className>__bar` its fill. */
export const ProgressBar = ({ permille, label, className }: { permille: number; label: string; className: string }) => (
  <div
    className={className}
    role="progressbar"
    aria-valuemin={0}
    aria-valuemax={100}
    aria-valuenow={Math.floor(permille / 10)}
    aria-label={label}
  >
    <span className={`${className}__bar`} style={{ inlineSize: `${permille / 10}%` }} />
  </div>
);
