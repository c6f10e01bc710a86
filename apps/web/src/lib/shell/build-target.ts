/**
 * The oldest engine of each browser the build's JavaScript and CSS are made for (Vite's
 * "baseline widely available"). vite.config.ts builds for these, and the shell warns a browser
 * below them: the one list keeps the two from drifting apart.
 */
export const buildTarget = { chrome: 111, edge: 111, firefox: 114, safari: 16.4, ios: 16.4 };

/** The list as esbuild takes it: `chrome111`, `safari16.4`, ... */
export const esbuildTarget = Object.entries(buildTarget).map(
  ([engine, version]) => `${engine}${version}`,
);
