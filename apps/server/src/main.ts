import { buildApp } from './app';
import { loadConfig } from './config/env';
import type { DemoSeed } from './seed';
import { chooseLogFormat } from './platform/logging/log-format';
import { readableLogLines } from './platform/logging/readable-log-lines';
import { startSummary } from './start-summary';

const shutdownTimeoutMs = 30_000;

/** Starts the server: listen first, then the database comes up behind the health check. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logFormat = chooseLogFormat(process.stdout, config.nodeEnv);
  let seededDemo: DemoSeed | null = null;
  const app = await buildApp({
    config,
    logDestination: logFormat === 'lines' ? readableLogLines(process.stdout) : undefined,
    onDemoSeeded: (demo) => (seededDemo = demo),
  });

  let isClosing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);

  await app.listen({ port: config.port, host: config.host });
  app.database.ready.then(
    () => {
      app.log.info({ engine: app.database.engine }, 'Database is up');
      const summary = startSummary(config.publicUrl, seededDemo);
      // The block goes past the logger, whose scrubbing would take the addresses out of its text.
      if (logFormat === 'lines') process.stdout.write(`${summary.lines.join('\n')}\n`);
      else app.log.info(summary.fields, 'Marquee is ready');
    },
    () => {
      app.log.fatal('The database could not start; stopping');
      void app.close().finally(() => process.exit(1));
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
