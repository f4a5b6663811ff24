import autocannon from 'autocannon';
import type { Figure } from './report.js';

const DURATION_S = 10;
const CONNECTIONS = 50;

/** Requests per second the back office answers to the two calls every app makes most. */
export async function measureHttpLoad(baseUrl: string): Promise<Figure[]> {
  const current = await fetch(`${baseUrl}/manifest/phonegap`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'db_version=0&db_schema=&locale=fre',
  }).then((response) => response.json() as Promise<{ version: number; schema: string }>);
  const manifestBody = new URLSearchParams({
    db_version: String(current.version),
    db_schema: current.schema,
    locale: 'fre',
    assets_version: String(current.version),
    localVersion: '2.0.1',
  }).toString();
  const manifest = await autocannon({
    url: `${baseUrl}/manifest/phonegap?pixel_ratio=1&force=1&time=1`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: manifestBody,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });

  const bundle = await fetch(`${baseUrl}/offline/db_fre.json`, { headers: { 'accept-encoding': 'br' } });
  const etag = bundle.headers.get('etag') ?? '';
  await bundle.arrayBuffer();
  const notModified = await autocannon({
    url: `${baseUrl}/offline/db_fre.json`,
    headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const count304 = notModified.statusCodeStats['304']?.count ?? 0;
  if (count304 < notModified.requests.total * 0.99) {
    throw new Error(`expected 304 answers, got ${JSON.stringify(notModified.statusCodeStats)}`);
  }
  return [
    {
      name: 'manifest/phonegap answers (no update)',
      value: manifest.requests.average,
      unit: 'req/s',
      target: { min: 5000 },
    },
    { name: 'manifest p99 latency', value: manifest.latency.p99, unit: 'ms' },
    {
      name: 'offline/db_fre.json 304 answers',
      value: notModified.requests.average,
      unit: 'req/s',
      target: { min: 5000 },
    },
    { name: '304 p99 latency', value: notModified.latency.p99, unit: 'ms' },
  ];
}
