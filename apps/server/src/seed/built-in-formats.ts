/**
 * The global screen formats every database has, so screens can be paired without the demo; the
 * last has a main area and a ticker below it.
 */
export const builtInFormats = [
  {
    name: 'Full HD landscape',
    resolutionX: 1920,
    resolutionY: 1080,
    layers: [{ name: 'Main', x: 0, y: 0, width: 1920, height: 1080 }],
  },
  {
    name: 'Full HD portrait',
    resolutionX: 1080,
    resolutionY: 1920,
    layers: [{ name: 'Main', x: 0, y: 0, width: 1080, height: 1920 }],
  },
  {
    name: 'Full HD landscape with ticker',
    resolutionX: 1920,
    resolutionY: 1080,
    layers: [
      { name: 'Main', x: 0, y: 0, width: 1920, height: 920 },
      { name: 'Ticker', x: 0, y: 920, width: 1920, height: 160 },
    ],
  },
] as const;
