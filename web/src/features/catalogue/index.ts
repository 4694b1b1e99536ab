// The catalogue feature's public entry: the only module other features import (lint-enforced). Only small
// read hooks, so importing it never pulls a screen into another feature's chunk.
export { useAreas } from './api/get-areas';
export { branchesOfCoachingQueryOptions, useBranchesOfCoaching } from './api/get-branches-of-coaching';
export { useCoaching } from './api/get-coaching';
export { useCoachings } from './api/get-coachings';
export { usePopularAreas } from './api/get-popular-areas';
export { usePopularCoachings } from './api/get-popular-coachings';
