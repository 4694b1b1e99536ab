// The map feature's public entry: the pin an owner (listing wizard) or an admin (catalogue) drops on a map —
// the offline grid, or Google's map when a key is configured.
export { PinField } from './components/pin-field';
