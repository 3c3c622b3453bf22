// Seeds a database (default owo_bench_profile) as the throughput benchmark does and leaves it, with
// bench_send(a, b) installed, for profiling the send function by hand:
//   pgbench -n -f script.sql -c 8 -T 10 owo_bench_profile   (script: see bench/lib/send-function.ts)
// with `ALTER DATABASE owo_bench_profile SET track_functions = 'all'` and pg_stat_user_functions.
import { freshDatabase } from './lib/database.ts';
import { seedCustomers } from './lib/seed.ts';
import { pgbenchSendFunction } from './lib/send-function.ts';

const name = process.argv[2] ?? 'owo_bench_profile';
const url = freshDatabase(name);
await seedCustomers(url, 1_000);
const r = await pgbenchSendFunction(url, name, 8, 5);
console.log(`${url}: the send function ${r.tps} tps`);
