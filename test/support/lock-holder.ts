// Holds the embedded database's lock on a data dir until killed: `node --import tsx test/support/lock-holder.ts DIR`.
import { DatabaseLock } from '#src/platform/db/database-lock.ts';

await DatabaseLock.acquire(process.argv[2]!);
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => undefined, 60_000);
