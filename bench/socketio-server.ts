/**
 * The socket.io 4 peer of the hub-vs-socketio benchmark, as its own process: a minimal
 * server, WebSocket transport only, no per-message deflate (as the hub), clients join a room
 * with `subscribe`; an HTTP `PUT /change` broadcasts the request's JSON body to the room as
 * `OnItemUpdated`, as the hub sends it after an API change. Prints its port on stdout.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

const ROOM = 'subscription:1';
const http = createServer();
const io = new Server(http, { transports: ['websocket'], perMessageDeflate: false });
io.on('connection', (socket) => {
  socket.on('subscribe', (room: unknown, ack: unknown) => {
    if (room === ROOM) void socket.join(room);
    if (typeof ack === 'function') ack();
  });
});
http.on('request', (req, res) => {
  if (req.method !== 'PUT' || req.url !== '/change') return;
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    io.to(ROOM).emit('OnItemUpdated', JSON.parse(body));
    res.writeHead(204).end();
  });
});
http.listen(0, '127.0.0.1', () => {
  console.log(String((http.address() as AddressInfo).port));
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
