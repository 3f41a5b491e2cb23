// The baseline: a bare node:http server answering every request with the same bytes the Atelier server
// answered for the scenario's request. The answer arrives as JSON in the file BASELINE_RESPONSE_FILE.
import fs from 'node:fs';
import http from 'node:http';

interface Canned {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const canned = JSON.parse(fs.readFileSync(process.env.BASELINE_RESPONSE_FILE!, 'utf8')) as Canned;
const body = Buffer.from(canned.bodyBase64 ?? '', 'base64');

const server = http.createServer((request, response) => {
  // Read the request body, as a real server must, before answering.
  request.resume();
  request.on('end', () => {
    response.writeHead(canned.status ?? 200, { ...canned.headers, 'content-length': body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`baseline listening on ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
