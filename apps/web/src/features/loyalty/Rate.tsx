/** A rate in basis points as a percentage ("0.50 %"). */
export const Rate = ({ bp }: { bp: number }) => <bdi>{(bp / 100).toFixed(2)} %</bdi>;
