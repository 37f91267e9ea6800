// The bench's load generator (autocannon) in a process of its own, so that its CPU time is its own
// and can be set against the server's and the database's. It takes its options in one IPC message,
// runs, and answers with autocannon's result and the CPU time it spent while loading.
// `tokens` (optional) gives each connection one bearer token of its own, in turn.
import autocannon from 'autocannon';

process.once('message', ({ tokens, ...opts }) => {
  let next = 0;
  const requests = tokens
    ? [
        {
          setupRequest: (request, context) => {
            context.token ??= tokens[next++ % tokens.length];
            return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
          },
        },
      ]
    : undefined;
  const before = process.cpuUsage();
  autocannon({ ...opts, ...(requests ? { requests } : {}) }, (err, result) => {
    const cpu = process.cpuUsage(before);
    if (err) process.send({ error: String(err) });
    else
      process.send({
        result: {
          requests: result.requests,
          latency: result.latency,
          non2xx: result.non2xx,
          errors: result.errors,
          duration: result.duration,
        },
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      });
    process.disconnect();
  });
});
