// The saved-PGs module's public entry for other modules (the HTTP routes call its service directly).
export { deleteSavedPgsOf, savedPgsOf } from './service';
