import packageJson from '../../package.json' with { type: 'json' };

/** The server's version, reported by the health check. */
export const serverVersion: string = packageJson.version;
