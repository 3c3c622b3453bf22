// What HTTP and JSON alone cost at the same concurrency: a bare Fastify server (the API's own version) with
// one route at the send's path that parses the same JSON body and replies a send's reply as the API sends it
// (`BARE_REPLY`, one real reply captured by the benchmark), with no auth, validation or database. Run as its
// own process: `node --import tsx bench/lib/bare-fastify.ts <port>` (reads the reply from BARE_REPLY).
import Fastify from 'fastify';
import { SEND_PATH } from './load.ts';

const port = Number(process.argv[2]);
const body = process.env.BARE_REPLY ?? '{"status":true}';
const app = Fastify({ logger: false });
app.post(SEND_PATH, async (req, reply) => {
  if (typeof req.body !== 'object') return reply.code(400).send({ status: false });
  reply.header('content-type', 'application/json; charset=utf-8');
  return body;
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify listening on ${port}`);
