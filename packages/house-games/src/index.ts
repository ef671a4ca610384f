export * from './baccarat/baccarat-rtp';
export * from './baccarat/baccarat-rules';
export * from './dice/dice';
export * from './fair/fair-rng';
export * from './fair/rational';
export * from './fair/sha256';
export * from './published-rtp';
export * from './round';
export * from './sim/simulate';
export * from './sim/xoshiro';
export * from './slot/slot-enumeration';
export * from './slot/slot-paytable';
export * from './slot/slot-rtp';
export * from './slot/slot-spin';
/** The lottery's pure rules and schedules (issue 14), under one name each: their names are short and generic. */
export * as lotteryRules from './lottery/lottery-rules';
export * as lotterySchedule from './lottery/lottery-schedule';
export * as keno from './lottery/keno';
