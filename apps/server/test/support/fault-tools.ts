// Tools for the fault tests: a TCP proxy in front of PostgreSQL that can cut every connection or freeze (accept
// and hold connections, forward nothing: a database that stopped answering, as a blackholed network looks), and
// a Redis server of the test's own that it can stop and start again. The shared services are never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server, Socket } from 'node:net';

export class TcpProxy {
  readonly #server: Server;
  readonly #pairs = new Set<[Socket, Socket]>();
  #frozen = false;
  port = 0;

  private constructor(target: { host: string; port: number }) {
    this.#server = createServer((client) => {
      const upstream = new Socket();
      const pair: [Socket, Socket] = [client, upstream];
      this.#pairs.add(pair);
      const end = () => {
        this.#pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      upstream.connect(target.port, target.host);
      client.on('data', (chunk) => {
        if (!this.#frozen) upstream.write(chunk);
      });
      upstream.on('data', (chunk) => {
        if (!this.#frozen) client.write(chunk);
      });
    });
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await new Promise<void>((resolve) => proxy.#server.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.#server.address() as { port: number }).port;
    return proxy;
  }

  /** Ends every connection at once, as a restart or a failover does; new ones are accepted as before. */
  cut(): void {
    for (const [client, upstream] of this.#pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.#pairs.clear();
  }

  /**
   * Nothing goes through either way, on open connections and new ones alike: what was sent meanwhile is dropped,
   * so the connections open during a freeze are useless afterwards, as after a real network partition.
   */
  freeze(): void {
    this.#frozen = true;
  }

  thaw(): void {
    this.#frozen = false;
    // The open connections lost bytes: like a partition that outlived TCP's patience, they are reset.
    this.cut();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** A free TCP port on 127.0.0.1 (taken and released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A redis-server of this test's own (Debian's, as CI's), on a port of its own, keeping nothing on disk. */
export class OwnRedis {
  readonly port: number;
  #process: ChildProcess | null = null;

  private constructor(port: number) {
    this.port = port;
  }

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.#process !== null && this.#process.exitCode === null;
  }

  /** Starts the server again on the same port and waits until it accepts connections. */
  async resume(): Promise<void> {
    if (this.running) return;
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'],
      { stdio: 'ignore' },
    );
    this.#process = child;
    for (let i = 0; i < 100; i++) {
      if (await accepts(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  /** Kills the server (SIGKILL: an outage, not a goodbye) and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.#process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.#process = null;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}
