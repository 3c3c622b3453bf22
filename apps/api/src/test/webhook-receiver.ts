import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read deliveries loosely.
  body: any;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status the next requests are answered with (200 unless told), or a delay before answering. */
  respond: { status: number; delayMs: number };
  close(): Promise<void>;
}

/** A business's webhook endpoint on 127.0.0.1 (which sandbox mode lets an endpoint use). */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const respond = { status: 200, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      setTimeout(() => res.writeHead(respond.status).end('ok'), respond.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/owo/webhooks`,
    received,
    respond,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
