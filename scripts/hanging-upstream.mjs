// An upstream that accepts connections and never answers, for proxy-mode tests of timeouts:
// `node scripts/hanging-upstream.mjs 4192`.
import { createServer } from 'node:net';

const port = Number(process.argv[2] ?? process.env.PORT ?? 4192);
const sockets = new Set();
const server = createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => {});
  socket.on('close', () => sockets.delete(socket));
  socket.resume(); // read the request, answer nothing
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Hanging upstream on http://127.0.0.1:${port}/ (never answers)`);
});
const stop = () => {
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
