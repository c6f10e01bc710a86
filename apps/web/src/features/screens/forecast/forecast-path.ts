/** The forecast page of a saved player filter. */
export const forecastPath = (filterCode: string) =>
  `/screens/forecast/${encodeURIComponent(filterCode)}`;
