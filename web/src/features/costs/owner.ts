// The costs feature's public entry for the owner's wizard and the admin review (docs/decisions/160-true-monthly-cost.md):
// the charges step and its summary. Separate from './index' so the students' pages never load them (see there).
export { ChargesStep, completeCharges } from './components/charges-step';
export { ChargesReview } from './components/charges-review';
