// A stand-in for the error-reporting service, product analytics ingestion and the Conversions API in the Playwright run: keeps every envelope the
// browser posts and hands them back on GET /received. It answers CORS like the real ingest, since
// pages post to it from their own origin.
import http from 'node:http';

const port = Number(process.env.PORT);
const received = [];
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' };

http
  .createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
    } else if (req.method === 'POST') {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url, body });
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
      });
    } else if (req.url === '/healthz') {
      res.writeHead(200).end('ok');
    } else if (req.url === '/received') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received));
    } else {
      res.writeHead(404).end();
    }
  })
  .listen(port, '127.0.0.1');
