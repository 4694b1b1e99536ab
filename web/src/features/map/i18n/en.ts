// User-facing strings of the map feature (English): the pin an owner or an admin drops on a map.
export const en = {
  pin: 'Map pin',
  pinAt: 'Pin at {{latitude}}, {{longitude}}',
  loadError: 'The map could not load. Check your connection, or use "Use my location".',
} as const;
