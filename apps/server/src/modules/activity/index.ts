/** The activity module's face: the growth consumer and the read model of play, deposits and sign-ins by day. */
export { createActivityRepo } from './activity.repo';
export type { DayRow, PlayRow } from './activity.repo';
export { createGrowthConsumer, dayIn, type GrowthBatch, growthEvents, type GrowthStep } from './growth.consumer';
