/**
 * The throughput bench's load balancer: a round-robin HTTP proxy (node:http, keep-alive to each upstream) in a
 * process of its own, in front of several server instances. argv: listen port, then the upstream ports.
 */
import http from 'node:http';

const [listenPort, ...upstreams] = process.argv.slice(2).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const proxy = http.createServer((request, response) => {
  const port = upstreams[next]!;
  next = (next + 1) % upstreams.length;
  const upstream = http.request(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
});
proxy.listen(listenPort, '127.0.0.1', () => console.log('ready'));
