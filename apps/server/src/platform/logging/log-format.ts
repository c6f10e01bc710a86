/** How log lines are written: readable lines for a person at a terminal, JSON for machines. */
export type LogFormat = 'lines' | 'json';

/**
 * Readable lines only on a terminal outside production; a pipe, a file or a production process
 * keeps pino's JSON, which log collectors read.
 */
export function chooseLogFormat(output: { isTTY?: boolean }, nodeEnv: string): LogFormat {
  return output.isTTY === true && nodeEnv !== 'production' ? 'lines' : 'json';
}
