import { hostileSweep } from './hostile-sweep';

// The hostile-input sweep of every route, share 3 of 3 (hostile-input.test.ts runs the first and the NUL checks).
hostileSweep(2, 3);
