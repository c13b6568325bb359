import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';

/** Starts the API and/or the worker as SOUS_ROLE says, and stops them cleanly on a signal. */
async function main(config: Config): Promise<void> {
  const app = await buildApp({ config });
  let worker: { stop(): Promise<void> } | undefined;

  // Listening for signals before serving: a SIGTERM while the worker starts still shuts down cleanly.
  const state = { stopping: false };
  const shutdown = async (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await worker?.stop();
    // Last: closing the app closes the database the worker needs.
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (config.SOUS_ROLE !== 'worker') {
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`Sous is serving ${config.PUBLIC_URL}`);
  } else {
    await app.ready();
  }
  if (config.SOUS_ROLE !== 'api' && !state.stopping) {
    // On the engine JOB_QUEUE names: the database queue or BullMQ.
    worker = await app.jobs.startWorker({
      log: app.log,
      concurrency: config.JOB_CONCURRENCY,
      pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
      leaseSeconds: config.JOB_LEASE_SECONDS,
    });
  }
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
