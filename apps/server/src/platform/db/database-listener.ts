import pg from 'pg';

/** What a process hears on one channel: each notice, and whether it is hearing at all. */
export interface ChannelHandlers {
  onNotice(payload: string): void;
  /** False when notices may be missed (the connection dropped), true once they arrive again. */
  onListening(isListening: boolean): void;
}

/** A channel being listened to. */
export interface Listening {
  /**
   * Settles once every notice committed before the call has been handed to `onNotice`, so a
   * process can trust what it heard for a request that arrived after another process's write.
   * Rejects when that cannot be known (the connection is down).
   */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

const firstRetryMs = 500;
const lastRetryMs = 30_000;

/**
 * Listens on a dedicated PostgreSQL connection (a pooled one would be handed to queries and lose
 * its LISTEN). When the connection drops it says so at once and connects again with growing
 * delays, saying when notices flow again.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  onError: (error: Error) => void,
): Promise<Listening> {
  let client: pg.Client | undefined;
  let isStopped = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error);
    if (!client || isStopped) return;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    client = undefined;
    handlers.onListening(false);
    retry = setTimeout(() => void connect().catch(lost), retryMs);
    retryMs = Math.min(retryMs * 2, lastRetryMs);
  };

  async function connect() {
    // Named after its channel, so it can be told apart in pg_stat_activity.
    const next = new pg.Client({ connectionString: url, application_name: `listen ${channel}` });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    retryMs = firstRetryMs;
    handlers.onListening(true);
  }

  // PostgreSQL hands a session the notices committed before its query ahead of that query's
  // answer, so one round trip on this connection catches up. Requests share round trips: each
  // waits for the first one sent after it asked.
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const roundTrip = () => {
    const trip = client
      ? client.query('select 1').then(() => undefined)
      : Promise.reject(new Error('Not listening'));
    inFlight = trip;
    const settled = () => {
      if (inFlight === trip) inFlight = undefined;
    };
    trip.then(settled, settled);
    return trip;
  };
  const catchUp = () => {
    if (!inFlight) return roundTrip();
    queued ??= inFlight.then(
      () => ((queued = undefined), roundTrip()),
      () => ((queued = undefined), roundTrip()),
    );
    return queued;
  };

  await connect().catch(lost);
  return {
    catchUp,
    stop: async () => {
      isStopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
