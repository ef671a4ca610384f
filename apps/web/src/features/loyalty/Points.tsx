/** A number of points as text, grouped by thousands the same way in every language. */
export const pointsText = (value: string | number) => Number(value).toLocaleString('en-US');

/** A number of points, isolated so its digits keep their order inside right-to-left text. */
export const Points = ({ value }: { value: string }) => <bdi className="points-num">{pointsText(value)}</bdi>;
