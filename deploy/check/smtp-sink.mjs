// An SMTP sink for scripts/container-check.mjs: accepts every mail on port 2525 (no TLS, no
// auth) and lists what it received as JSON on port 8025 (`/?to=address`). Node built-ins only.
import http from 'node:http';
import net from 'node:net';

const inbox = [];

const smtp = net.createServer((socket) => {
  socket.setEncoding('utf8');
  let buffer = '';
  let rcpt = [];
  let data = null; // the message's lines while DATA is being received
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 smtp-sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data !== null) {
        if (line === '.') {
          inbox.push({ to: rcpt, raw: data.join('\r\n') });
          data = null;
          rcpt = [];
          reply('250 2.0.0 kept');
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-smtp-sink\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 smtp-sink');
      else if (verb === 'RCPT') {
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        rcpt.push(address.toLowerCase());
        reply('250 2.1.5 ok');
      } else if (verb === 'DATA') {
        data = [];
        reply('354 go ahead');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') {
        if (verb === 'RSET') rcpt = [];
        reply('250 ok');
      } else reply('502 5.5.2 not implemented');
    }
  });
  socket.on('error', () => {});
});

const web = http.createServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://sink').searchParams.get('to')?.toLowerCase();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(to ? inbox.filter((m) => m.to.includes(to)) : inbox));
});

smtp.listen(2525, '0.0.0.0');
web.listen(8025, '0.0.0.0');
const stop = () => {
  smtp.close();
  web.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
console.log('smtp-sink: SMTP on 2525, inbox on 8025');
