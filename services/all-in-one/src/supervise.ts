import { join } from 'node:path';
import { superviseServer } from './supervisor/supervise-server';

/**
 * `npm start`: the server (main.js) in a child process with this process's Node flags (the heap
 * limit), started again when it crashes; see superviseServer. The embedded PostgreSQL stays the
 * server's (its watchdog stops it when the server dies; the next start reclaims the data directory
 * and PostgreSQL recovers from its log), so this process holds nothing a crash could leave behind.
 * In the fleet, Kubernetes restarts main.js itself.
 */
const supervisor = superviseServer({
  script: join(__dirname, 'main.js'),
  execArgv: process.execArgv,
  env: process.env,
});
// Ctrl+C reaches the server too (one process group); passing it on covers `kill <supervisor>`.
process.on('SIGINT', () => supervisor.stop('SIGINT'));
process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
void supervisor.done.then((code) => process.exit(code));
