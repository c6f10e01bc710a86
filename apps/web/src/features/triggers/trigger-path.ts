/** A trigger's editor address, its name as the readable tail (`/triggers/{code}/{name}`). */
export const triggerPath = (triggerCode: string, name: string) =>
  `/triggers/${encodeURIComponent(triggerCode)}/${encodeURIComponent(name)}`;

/** Where a trigger's locations, and from there their screens, are set. */
export const triggerLocationsPath = (triggerCode: string, name: string) =>
  `/triggers/locations/${encodeURIComponent(triggerCode)}/${encodeURIComponent(name)}`;

export const triggerPlayersPath = (triggerCode: string, location: { code: string; name: string }) =>
  `/triggers/players/${encodeURIComponent(location.name)}/${encodeURIComponent(location.code)}/${encodeURIComponent(triggerCode)}`;
