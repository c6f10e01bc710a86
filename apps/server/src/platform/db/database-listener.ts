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

/** One process's listening connection, shared by every channel it hears. */
export interface PostgresListener {
  listen(channel: string, handlers: ChannelHandlers): Promise<Listening>;
  /** Stops every subscriber and closes the connection. */
  close(): Promise<void>;
}

export interface PostgresListenerOptions {
  /** How the connection is named in pg_stat_activity. */
  applicationName?: string;
  onError(error: Error): void;
}

interface Subscriber {
  channel: string;
  handlers: ChannelHandlers;
  /** What it was last told, so that each change is said once. */
  isListening?: boolean;
}

const firstRetryMs = 500;
const lastRetryMs = 30_000;

const listenQuery = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

/**
 * Listens on one dedicated PostgreSQL connection for the whole process (a pooled one would be
 * handed to queries and lose its LISTEN), with a LISTEN per channel that has a subscriber. When
 * the connection drops it tells every subscriber at once and connects again with growing delays,
 * listening on every channel again before it says that notices flow again.
 */
export function postgresListener(
  url: string,
  { applicationName = 'marquee listen', onError }: PostgresListenerOptions,
): PostgresListener {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | undefined;
  /** The channels LISTENed on the current connection, each settling once the server has it. */
  let listened = new Map<string, Promise<unknown>>();
  let isUp = false;
  let connecting: Promise<void> | undefined;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  // One query at a time on the connection: pg queues the rest itself but is to stop doing so.
  let queue: Promise<unknown> = Promise.resolve();
  const run = (on: pg.Client, text: string) => {
    const result = queue.then(() => on.query(text));
    queue = result.catch(() => undefined);
    return result;
  };

  const tell = (subscriber: Subscriber, isListening: boolean) => {
    if (subscriber.isListening === isListening) return;
    subscriber.isListening = isListening;
    subscriber.handlers.onListening(isListening);
  };
  const tellAll = (isListening: boolean) => {
    for (const subscriber of subscribers) tell(subscriber, isListening);
  };

  const drop = (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => undefined);
    return old.end().catch(() => undefined);
  };

  const lost = (error?: Error) => {
    if (error) onError(error);
    if (!client) return;
    void drop(client);
    client = undefined;
    // An attempt still under way belongs to the dropped connection; the retry makes a new one.
    connecting = undefined;
    isUp = false;
    tellAll(false);
    if (subscribers.size) {
      retry = setTimeout(() => {
        retry = undefined;
        void connectOnce();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    }
  };

  /** LISTENs on a channel of the connection once, however many subscribers it has. */
  const listenOn = (on: pg.Client, channel: string) => {
    let done = listened.get(channel);
    if (!done) {
      done = run(on, listenQuery(channel));
      listened.set(channel, done);
    }
    return done;
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url, application_name: applicationName });
    client = next;
    listened = new Map();
    queue = Promise.resolve();
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      for (const subscriber of subscribers) {
        if (subscriber.channel === message.channel) {
          subscriber.handlers.onNotice(message.payload ?? '');
        }
      }
    });
    try {
      await next.connect();
      // Subscribers may join while the connection is made: their channels are listened to as
      // well before anyone hears that notices flow.
      for (;;) {
        const channels = new Set([...subscribers].map((subscriber) => subscriber.channel));
        const missing = [...channels].filter((channel) => !listened.has(channel));
        if (!missing.length) break;
        await Promise.all(missing.map((channel) => listenOn(next, channel)));
      }
    } catch (error) {
      // Only a failure of the current connection is a loss; a dropped one has been handled.
      if (client === next) lost(error as Error);
      return;
    }
    if (client !== next) return;
    isUp = true;
    retryMs = firstRetryMs;
    tellAll(true);
  }

  const connectOnce = () => {
    if (connecting) return connecting;
    const attempt = connect().finally(() => {
      if (connecting === attempt) connecting = undefined;
    });
    connecting = attempt;
    return attempt;
  };

  // PostgreSQL hands a session the notices committed before its query ahead of that query's
  // answer, so one round trip on this connection catches up every channel. Requests share round
  // trips: each waits for the first one sent after it asked. The query is empty: the answer is
  // all it is for, and an empty one has no row for either side to build.
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const roundTrip = () => {
    const trip = client
      ? run(client, '').then(() => undefined)
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

  const closeConnection = async () => {
    clearTimeout(retry);
    retry = undefined;
    const old = client;
    client = undefined;
    isUp = false;
    if (old) await drop(old);
  };

  const unsubscribe = async (subscriber: Subscriber) => {
    if (!subscribers.delete(subscriber)) return;
    if (!subscribers.size) return closeConnection();
    const isChannelHeard = [...subscribers].some((other) => other.channel === subscriber.channel);
    if (isChannelHeard || !client || !listened.has(subscriber.channel)) return;
    listened.delete(subscriber.channel);
    await run(client, `UNLISTEN ${pg.escapeIdentifier(subscriber.channel)}`).catch(() => undefined);
  };

  return {
    listen: async (channel, handlers) => {
      const subscriber: Subscriber = { channel, handlers };
      subscribers.add(subscriber);
      if (!client && !retry) await connectOnce();
      else if (connecting) await connecting;
      if (isUp && client) {
        await listenOn(client, channel).then(
          () => tell(subscriber, true),
          (error: Error) => lost(error),
        );
      } else {
        tell(subscriber, false);
      }
      return { catchUp, stop: () => unsubscribe(subscriber) };
    },
    close: async () => {
      subscribers.clear();
      await closeConnection();
    },
  };
}
