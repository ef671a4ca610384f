/** A number of points, grouped by thousands the same way in every language. */
export const Points = ({ value }: { value: string }) => <bdi className="points-num">{Number(value).toLocaleString('en-US')}</bdi>;
