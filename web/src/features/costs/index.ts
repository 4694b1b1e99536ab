// The costs feature's public entry for the pages students read (docs/decisions/160-true-monthly-cost.md): the true
// monthly cost on cards, on the PG page and in the search filters and sort. Small zod-free components imported
// eagerly: the card and the PG page render them on the server, with the page. The owner's wizard and the admin
// review import theirs from './owner' — a barrel re-exporting both would put the wizard (and zod's schemas, which
// take ~300 ms to build on a throttled phone) into every results page's first JavaScript.
export { CardTotal } from './components/card-total';
export { MonthlyCostBreakdown, type CostRoom } from './components/monthly-cost-breakdown';
export { MaxTotalFilter } from './components/max-total-filter';
