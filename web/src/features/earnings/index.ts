// The earnings feature's public entry (docs/decisions/215-owner-earnings-and-payouts.md): the owner's Earnings section.
export { OwnerEarnings } from './components/owner-earnings';
