import { hostileSweep } from './hostile-sweep';

// The hostile-input sweep of every route, share 2 of 3 (hostile-input.test.ts runs the first and the NUL checks).
hostileSweep(1, 3);
