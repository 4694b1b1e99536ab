// The costs feature's public entry (docs/decisions/160-true-monthly-cost.md): the true monthly cost on cards, on
// the PG page, in the search filters and sort, in the owner's wizard and in the admin review. Small components
// imported eagerly: the card and the PG page render them on the server, with the page.
export { CardTotal } from './components/card-total';
export { MonthlyCostBreakdown, type CostRoom } from './components/monthly-cost-breakdown';
export { MaxTotalFilter } from './components/max-total-filter';
export { ChargesStep, completeCharges } from './components/charges-step';
export { ChargesReview } from './components/charges-review';
