// The compare feature's public entry for other features (lint-enforced): the selection on /saved only; the
// /compare screen itself is a lazy route of its own.
export { CompareBar, CompareToggle, useCompareSelection } from './components/compare-selection';
