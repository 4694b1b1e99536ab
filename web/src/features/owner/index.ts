// The owner feature's public entry: the only module other features import (lint-enforced).
// The map pin (offline grid, or Google's map with a key), reused by the admin catalogue screens.
export { PinField } from './components/pin-field';
