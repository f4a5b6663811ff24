import { type ScryptOptions, scrypt } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../../apps/server/src/config.js';
import { AccountRepository } from '../../apps/server/src/modules/accounts/account.repository.js';
import { openConfiguredDatabase } from '../../apps/server/src/open-configured-database.js';
import { ShowServer } from '../../e2e/support/show-server.js';
import { type Figure, markdownTable, meetsTarget } from './report.js';

/** The demo visitor (`showfloor demo` creates it). */
const LOGIN = 'visitor@demo.showfloor.test';
const PASSWORD = 'showfloor-demo';

const SEARCH_RATE = 50;
const SEARCH_DURATION_S = 30;
const SEARCH_TIMEOUT_MS = 10_000;
const LOGIN_CONNECTIONS = 3;
const LOGIN_DURATION_S = 20;
const SCRYPT_RUNS = 20;

/** The server's defaults (docs/accounts.md), checked as they are, and the raised value of the load runs. */
const DEFAULT_LOGIN_LIMIT = 10;
const DEFAULT_SEARCH_LIMIT = 120;
const RAISED_LIMIT = 1_000_000;
const RAISED_ENV = { LOGIN_RATE_LIMIT: String(RAISED_LIMIT), SEARCH_RATE_LIMIT: String(RAISED_LIMIT) };
const RAISED = 'LOGIN_RATE_LIMIT and SEARCH_RATE_LIMIT raised to 1,000,000/min';

/** `params` of `POST /getParticipants.htm`, as the app sends them (take 100 + 1). */
interface SearchParams {
  start: number;
  take: number;
  search?: string;
  searchBy?: 'lastName' | 'organizationName';
  filters?: Filters;
}

/** The advanced form's fields, only the filled ones. */
interface Filters {
  lastName?: string;
  organizationName?: string;
  role?: string;
  profil?: string;
  service?: string;
  centerinterest?: string[];
}

const ADVANCED: readonly Filters[] = [
  { lastName: 'mar' },
  { organizationName: 'helios' },
  { role: 'directeur' },
  { profil: 'exhibitor', service: 'sales' },
  { centerinterest: ['ai', 'energy'] },
  { profil: 'visitor', centerinterest: ['health'] },
  { lastName: 'd', organizationName: 'quartz', role: 'chef' },
  { service: 'it', centerinterest: ['security'] },
  { organizationName: 'nexa', profil: 'speaker' },
  { role: 'cto', service: 'engineering', centerinterest: ['ai', 'industry', 'mobility'] },
];

interface Shape {
  name: string;
  /** Requests of this shape in every 20 sent. */
  weight: number;
  variants: SearchParams[];
}

const page = (start: number, extra: Omit<SearchParams, 'start' | 'take'> = {}): SearchParams => ({
  start,
  take: 101,
  ...extra,
});

/**
 * What visitors send at a show: the directory as it opens and as they scroll, keywords typed in the
 * simple mode (2 letters up to a whole name, on the last name or the company), the advanced form's
 * fields and lists, and the next pages of a keyword. Keywords come from the demo's names.
 */
const SHAPES: readonly Shape[] = [
  { name: 'directory, first page', weight: 3, variants: [page(0)] },
  {
    name: 'directory, next pages',
    weight: 2,
    variants: [100, 200, 300, 500, 1000].map((start) => page(start)),
  },
  {
    name: 'simple keyword, last name',
    weight: 5,
    variants: [
      'du',
      'dup',
      'dupont',
      'ma',
      'mar',
      'martin',
      'lef',
      'lefebvre',
      'gar',
      'smith',
      'ro',
      'rousseau',
    ].map((search) => page(0, { search, searchBy: 'lastName' })),
  },
  {
    name: 'simple keyword, company',
    weight: 3,
    variants: ['he', 'helios', 'qu', 'quartz sys', 'nexa', 'solaris energie', 'innova', 'pyrene'].map(
      (search) => page(0, { search, searchBy: 'organizationName' }),
    ),
  },
  {
    name: 'advanced search',
    weight: 5,
    variants: ADVANCED.map((filters) => page(0, { filters })),
  },
  {
    name: 'keyword, next pages',
    weight: 2,
    variants: [
      page(100, { search: 'mar', searchBy: 'lastName' }),
      page(200, { search: 'mar', searchBy: 'lastName' }),
      page(100, { search: 'helios', searchBy: 'organizationName' }),
      page(100, { filters: { profil: 'exhibitor' } }),
    ],
  },
];

/** The shapes interleaved in their weights, every variant in turn: request i sends schedule[i % length]. */
function searchSchedule(): { shape: string; params: SearchParams }[] {
  const cycles = Math.max(...SHAPES.map((shape) => Math.ceil(shape.variants.length / shape.weight)));
  const schedule: { shape: string; params: SearchParams }[] = [];
  const used = new Map<string, number>();
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let slot = 0; slot < Math.max(...SHAPES.map((shape) => shape.weight)); slot++) {
      for (const shape of SHAPES) {
        if (slot >= shape.weight) continue;
        const index = used.get(shape.name) ?? 0;
        used.set(shape.name, index + 1);
        schedule.push({
          shape: shape.name,
          params: shape.variants[index % shape.variants.length] as SearchParams,
        });
      }
    }
  }
  return schedule;
}

interface Sample {
  shape: string;
  ms: number;
  ok: boolean;
  status: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login.htm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: PASSWORD }),
  });
  const body = (await response.json()) as { datas?: { token?: string } };
  const token = body.datas?.token;
  if (!response.ok || !token) throw new Error(`login as ${LOGIN} answered ${response.status}`);
  return token;
}

/** One search; `due` is when it was meant to leave, so a late timer counts against the server, not for it. */
async function search(baseUrl: string, token: string, shape: string, params: SearchParams, due: number) {
  try {
    const response = await fetch(`${baseUrl}/getParticipants.htm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ params }),
      signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
    });
    const body = (await response.json()) as { status?: string; datas?: unknown };
    const ok = response.status === 200 && body.status === 'success' && Array.isArray(body.datas);
    return { shape, ms: performance.now() - due, ok, status: response.status };
  } catch {
    return { shape, ms: performance.now() - due, ok: false, status: 0 };
  }
}

/**
 * An open-loop run: request i leaves at start + i / rate whatever the answers before it, as visitors
 * do not wait for each other; latency runs from that planned moment to the end of the answer.
 */
async function pacedSearches(
  baseUrl: string,
  token: string,
  rate: number,
  seconds: number,
): Promise<Sample[]> {
  const schedule = searchSchedule();
  const total = rate * seconds;
  const started = performance.now();
  const inFlight: Promise<Sample>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const entry = schedule[index % schedule.length];
    if (!entry) throw new Error('empty search schedule');
    inFlight.push(search(baseUrl, token, entry.shape, entry.params, due));
  }
  return Promise.all(inFlight);
}

function searchFigures(samples: readonly Sample[], label: string): Figure[] {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => !sample.ok).length;
  const figures: Figure[] = [
    { name: `participant search ${label}: p50`, value: percentile(sorted, 50), unit: 'ms' },
    {
      name: `participant search ${label}: p95`,
      value: percentile(sorted, 95),
      unit: 'ms',
      target: { max: 100 },
    },
    { name: `participant search ${label}: p99`, value: percentile(sorted, 99), unit: 'ms' },
    {
      name: `participant search ${label}: errors`,
      value: errors,
      unit: `of ${samples.length}`,
      target: { max: 0 },
    },
  ];
  for (const shape of SHAPES) {
    const own = samples
      .filter((sample) => sample.shape === shape.name)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    figures.push({ name: `participant search p95, ${shape.name}`, value: percentile(own, 95), unit: 'ms' });
  }
  return figures;
}

/** Sends requests one after the other until the first 429; how many passed, and its Retry-After. */
async function untilRateLimited(
  send: () => Promise<Response>,
  cap: number,
): Promise<{ passed: number; retryAfter: number; error: string }> {
  for (let passed = 0; passed < cap; passed++) {
    const response = await send();
    if (response.status === 429) {
      const body = (await response.json()) as { error?: string };
      return { passed, retryAfter: Number(response.headers.get('retry-after')), error: body.error ?? '' };
    }
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`expected 200 before the rate limit, got ${response.status}`);
  }
  throw new Error(`no 429 after ${cap} requests`);
}

/**
 * The default limits as a client meets them: how many calls pass in a minute, then 429 RATE_LIMITED.
 * `token` is a session opened before (the login limit counts per address, the search limit per session).
 */
async function rateLimitFigures(baseUrl: string, token: string): Promise<Figure[]> {
  const loginBody = JSON.stringify({ login: LOGIN, password: PASSWORD });
  const logins = await untilRateLimited(
    () =>
      fetch(`${baseUrl}/login.htm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      }),
    DEFAULT_LOGIN_LIMIT * 5,
  );
  const searches = await untilRateLimited(
    () =>
      fetch(`${baseUrl}/getParticipants.htm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ params: page(0, { search: 'mar', searchBy: 'lastName' }) }),
      }),
    DEFAULT_SEARCH_LIMIT * 5,
  );
  for (const [what, result] of [
    ['login', logins],
    ['search', searches],
  ] as const) {
    if (result.error !== 'RATE_LIMITED')
      throw new Error(`${what} 429 answered error ${result.error}, not RATE_LIMITED`);
  }
  return [
    {
      name: `logins per address answered before 429 RATE_LIMITED (default LOGIN_RATE_LIMIT ${DEFAULT_LOGIN_LIMIT}/min)`,
      // The session opened first counts too.
      value: logins.passed + 1,
      unit: 'logins',
      target: { min: DEFAULT_LOGIN_LIMIT, max: DEFAULT_LOGIN_LIMIT },
    },
    { name: 'Retry-After of the login 429', value: logins.retryAfter, unit: 's', target: { max: 60 } },
    {
      name: `searches per session answered before 429 RATE_LIMITED (default SEARCH_RATE_LIMIT ${DEFAULT_SEARCH_LIMIT}/min)`,
      value: searches.passed,
      unit: 'searches',
      target: { min: DEFAULT_SEARCH_LIMIT, max: DEFAULT_SEARCH_LIMIT },
    },
  ];
}

function deriveKey(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** The demo visitor's stored hash, read from the embedded database (the server must be stopped). */
async function storedHash(server: ShowServer): Promise<string> {
  const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: server.dataDir }));
  try {
    const user = await new AccountRepository(handle.db).findByLogin(LOGIN);
    if (!user) throw new Error(`${LOGIN} is not in the database: run \`showfloor demo\` first`);
    return user.passwordHash;
  } finally {
    await handle.close();
  }
}

/** One scrypt derivation with the parameters and salt of the stored hash: the median of 20. */
async function scryptFigure(stored: string): Promise<Figure> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash)
    throw new Error('the stored hash is not scrypt');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const saltBytes = Buffer.from(salt, 'base64url');
  const expected = Buffer.from(hash, 'base64url');
  const times: number[] = [];
  for (let run = 0; run < SCRYPT_RUNS; run++) {
    const started = performance.now();
    const key = await deriveKey(PASSWORD.normalize('NFC'), saltBytes, expected.length, options);
    times.push(performance.now() - started);
    if (!key.equals(expected))
      throw new Error('scrypt with the stored parameters did not give the stored hash');
  }
  return {
    name: `scrypt of one password (N=${n}, r=${r}, p=${p}, ${expected.length}-byte key; median of ${SCRYPT_RUNS})`,
    value: median(times),
    unit: 'ms',
  };
}

async function loginFigures(baseUrl: string): Promise<Figure[]> {
  const result = await autocannon({
    url: `${baseUrl}/login.htm`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: PASSWORD }),
    connections: LOGIN_CONNECTIONS,
    duration: LOGIN_DURATION_S,
  });
  // Logins still hashing when autocannon hung up finish before the server is stopped.
  await sleep(2000);
  const succeeded = result.statusCodeStats['200']?.count ?? 0;
  const label = `${LOGIN_CONNECTIONS} connections, ${LOGIN_DURATION_S} s, ${RAISED}`;
  return [
    { name: `sustained logins (${label})`, value: succeeded / LOGIN_DURATION_S, unit: 'logins/s' },
    { name: 'login p50 latency under that load', value: result.latency.p50, unit: 'ms' },
    { name: 'login p99 latency under that load', value: result.latency.p99, unit: 'ms' },
    {
      name: 'login answers other than 200 under that load',
      value: result.requests.total - succeeded + result.errors,
      unit: `of ${result.requests.total}`,
      target: { max: 0 },
    },
  ];
}

/**
 * Participant search and login on dataset W. `server` is running with its default limits; it is
 * left running with them. Between, it is restarted once with the login and search limits raised.
 */
export async function measureParticipantsLoad(server: ShowServer): Promise<Figure[]> {
  const figures: Figure[] = [];
  figures.push(...(await rateLimitFigures(server.url, await login(server.url))));
  await server.stop();
  figures.push(await scryptFigure(await storedHash(server)));
  await server.start(RAISED_ENV);
  try {
    const token = await login(server.url);
    // Warm-up: every variant once, so the run measures a server in use rather than a cold cache.
    for (const entry of searchSchedule()) {
      await search(server.url, token, entry.shape, entry.params, performance.now());
    }
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const samples = await pacedSearches(server.url, token, SEARCH_RATE, SEARCH_DURATION_S);
    figures.push(...searchFigures(samples, `at ${SEARCH_RATE} req/s for ${SEARCH_DURATION_S} s (${RAISED})`));
    // The machine is shared: how busy it was tells how far the figures are from a quiet one.
    const machine = `machine load average (1 min, ${cpus().length} cores)`;
    figures.push(
      { name: `${machine} as the searches started`, value: loadBefore, unit: 'runnable' },
      { name: `${machine} as they ended`, value: loadavg()[0] ?? Number.NaN, unit: 'runnable' },
    );
    figures.push(...(await loginFigures(server.url)));
  } finally {
    await server.stop();
    await server.start();
  }
  return figures;
}

/** Alone: dataset W in a fresh server on port 8793, then the measures, printed as a table. */
async function main(): Promise<void> {
  const server = new ShowServer(8793);
  try {
    console.log('participants-load: generating dataset W (`showfloor demo --size big`)…');
    await server.cli('demo', '--size', 'big');
    await server.start();
    const figures = await measureParticipantsLoad(server);
    console.log(`\n${markdownTable(figures)}`);
    const missed = figures.filter((figure) => meetsTarget(figure) === false);
    if (missed.length > 0) console.log(`\n${missed.length} target(s) not met.`);
  } finally {
    await server.dispose();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
