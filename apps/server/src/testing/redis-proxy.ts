import net, { type AddressInfo } from 'node:net';

/**
 * How the proxy treats connections: `open` passes them through; `cut` is a Redis gone (new
 * connections closed at once, open ones broken); `blackhole` a network that drops every packet
 * (new connections accepted, and nothing sent on any connection ever answered).
 */
type Mode = 'open' | 'cut' | 'blackhole';

export interface RedisProxy {
  /** REDIS_URL through the proxy: the target's, at the proxy's address. */
  url: string;
  cut(): void;
  blackhole(): void;
  /** Passes new connections through again; those the blackhole held are broken, as a client's timeout would. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of the Redis at `redisUrl`, which a test makes unreachable and brings back. */
export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  let mode: Mode = 'open';
  /** Each client connection, with its connection to Redis while it is passed through. */
  const clients = new Map<net.Socket, net.Socket | null>();

  /** Keeps the client connected and answers nothing. */
  const hold = (client: net.Socket) => {
    const upstream = clients.get(client);
    clients.set(client, null);
    if (upstream) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      upstream.destroy();
    }
    client.resume();
  };

  const server = net.createServer((client) => {
    // A broken connection is what the proxy is for: no error of either side needs a report.
    client.on('error', () => undefined);
    client.on('close', () => {
      clients.get(client)?.destroy();
      clients.delete(client);
    });
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    clients.set(client, null);
    if (mode === 'blackhole') {
      hold(client);
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    upstream.on('error', () => undefined);
    upstream.on('close', () => {
      if (clients.get(client) === upstream) client.destroy();
    });
    clients.set(client, upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);

  const breakAll = () => {
    for (const client of clients.keys()) client.destroy();
  };
  return {
    url: url.toString(),
    cut() {
      mode = 'cut';
      breakAll();
    },
    blackhole() {
      mode = 'blackhole';
      for (const client of clients.keys()) hold(client);
    },
    restore() {
      if (mode === 'blackhole') breakAll();
      mode = 'open';
    },
    close: async () => {
      breakAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
