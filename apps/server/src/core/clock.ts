/** The time source services receive (tests pass a fixed or stepping clock). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
