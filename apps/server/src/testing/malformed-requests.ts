import fc from 'fast-check';

/**
 * Malformed requests generated from the OpenAPI description (docs/openapi.json): for one operation, a
 * request that is valid but for one fault, so that the fault reaches the route's validation and
 * what comes after it. The faults: invalid JSON, wrong types, missing and extra fields, huge and deep
 * values, NUL characters and lone surrogates, integers past 32 bits and fractional or negative
 * numbers, hostile path segments, query parameters and headers, wrong media types.
 */

type JsonSchema = { [keyword: string]: unknown };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  style?: string;
  schema: JsonSchema;
}

export interface DocumentedOperation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<DocumentedOperation, 'method' | 'path'>>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent with the header of a live session (a call that needs one, and a fault not in that header). */
  needsSession: boolean;
  /** What was broken, for the failure report. */
  fault: string;
}

/** Values of a valid request that the schema alone cannot give: ids, keys and codes of seeded rows. */
export interface ValidParts {
  body?: unknown;
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export function documentedOperations(document: object): DocumentedOperation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return document.components.schemas[name] ?? {};
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** A value the schema accepts, as far as its keywords tell (formats and the usual patterns included). */
export function validValueOf(schema: JsonSchema, document: object, depth = 0): unknown {
  const resolved = resolve(schema, document as OpenApiDocument);
  if (depth > 12) return null;
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.enum)) return resolved.enum[0];
  if ('default' in resolved) return resolved.default;
  const alternatives = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.[0]) return validValueOf(alternatives[0], document, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'object': {
      const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((resolved.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, validValueOf(property, document, depth + 1)]),
      );
    }
    case 'array': {
      const count = Math.min(Math.max(asNumber(resolved.minItems) ?? 1, 1), asNumber(resolved.maxItems) ?? 1);
      const items = (resolved.items ?? {}) as JsonSchema;
      return Array.from({ length: count }, () => validValueOf(items, document, depth + 1));
    }
    case 'string': {
      if (resolved.format === 'email') return 'someone@example.org';
      if (resolved.format === 'uri') return 'https://push.example.org/endpoint';
      const length = Math.max(asNumber(resolved.minLength) ?? 1, 1);
      return 'a'.repeat(length);
    }
    case 'integer':
    case 'number':
      return Math.max(asNumber(resolved.minimum) ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'a';
  }
}

// --- Hostile values -------------------------------------------------------------------------------

const hostileConstants = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  0.5,
  -2.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e400',
  'NaN',
  'null',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u{1F600}',
  '__proto__',
  '../../etc/passwd',
  '%00',
);

/** Strings of any code points, lone surrogates and NUL included. */
const anyText = fc.string({ unit: 'binary', maxLength: 30 });

const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 300_000 }), fc.constantFrom('a', 'é', '\u{1F600}', '\u0000'))
  .map(([length, unit]) => unit.repeat(length));

/** Arrays or objects nested `depth` deep, built without recursion. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

const deepValue = fc
  .tuple(fc.integer({ min: 65, max: 3_000 }), fc.boolean())
  .map(([depth, asObject]) => nested(depth, asObject));

const wideArray = fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, () => 0));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileConstants },
  { weight: 2, arbitrary: anyText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noDefaultInfinity: true })) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: wideArray },
  { weight: 1, arbitrary: fc.array(hostileConstants, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(anyText, hostileConstants, { maxKeys: 3 }) },
);

const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'extra', '\u0000', '\ud800'), anyText);

// --- Mutating a valid value -----------------------------------------------------------------------

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return [path, ...children];
}

type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'delete' }
  | { kind: 'extra'; key: string; value: unknown };

/** A copy of `value` with the node at `path` replaced, deleted, or given an extra field. */
function mutate(value: unknown, path: Path, mutation: Mutation): unknown {
  if (path.length === 0) {
    if (mutation.kind === 'replace') return mutation.value;
    if (mutation.kind === 'delete') return undefined;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return Object.fromEntries([...Object.entries(value), [mutation.key, mutation.value]]);
    return Array.isArray(value) ? [...value, mutation.value] : mutation.value;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const child = mutate(copy[Number(head)], rest, mutation);
    if (child === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = child;
    return copy;
  }
  const entries = Object.entries(value as object).flatMap(([key, child]) => {
    if (key !== head) return [[key, child]];
    const changed = mutate(child, rest, mutation);
    return changed === undefined ? [] : [[key, changed]];
  });
  return Object.fromEntries(entries);
}

const wrongType = fc.constantFrom<unknown>(null, true, 0, '', [], {});

/** A string that cannot be stored as text, is past any length, or is not the text it was. */
function stringFaults(text: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(`${text}\u0000`, `\ud800${text}`, `${text}\udfff`, `a\u0000${text}`, '', ' '),
    hugeText,
    anyText,
  );
}

const integerFaults = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  0.5,
  -2.5,
  '1',
  '2147483648',
  '1e3',
);

/** Faults that fit the valid value's type, then any hostile value, a wrong type most often. */
function faultsFor(node: unknown): fc.Arbitrary<Mutation> {
  const typed =
    typeof node === 'string'
      ? stringFaults(node)
      : typeof node === 'number'
        ? integerFaults
        : typeof node === 'boolean'
          ? fc.constantFrom<unknown>('true', 1, 'false', 0)
          : fc.oneof(deepValue, wideArray);
  const replace = (value: unknown): Mutation => ({ kind: 'replace', value });
  return fc.oneof(
    { weight: 5, arbitrary: typed.map(replace) },
    { weight: 2, arbitrary: wrongType.map(replace) },
    { weight: 2, arbitrary: hostileValue.map(replace) },
    { weight: 2, arbitrary: fc.constant<Mutation>({ kind: 'delete' }) },
    {
      weight: typeof node === 'object' && node !== null ? 2 : 0,
      arbitrary: fc
        .tuple(extraKey, hostileValue)
        .map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
    },
  );
}

function nodeAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

function mutatedValue(valid: unknown): fc.Arbitrary<{ value: unknown; fault: string }> {
  const paths = pathsOf(valid);
  return fc
    .constantFrom(...paths)
    .chain((path) => faultsFor(nodeAt(valid, path)).map((change) => ({ path, change })))
    .map(({ path, change }) => ({
      value: mutate(valid, path, change),
      fault: `${change.kind} at ${path.join('.') || '(root)'}`,
    }));
}

// --- Raw bodies -----------------------------------------------------------------------------------

/** Text that is not the JSON of the valid body: cut, garbled, nested past any sane depth, or huge. */
function invalidJsonText(valid: unknown): fc.Arbitrary<string> {
  const text = JSON.stringify(valid) ?? '';
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(text.length - 1, 0) }).map((cut) => text.slice(0, cut)),
    fc.constantFrom('', '{', '[', '"', 'nul', '{"a":}', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\ud800"}'),
    fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}'),
    fc.constantFrom('1e999999', '-0', '123456789012345678901234567890', 'true', 'null', '"text"'),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc
      .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('[', '{"a":'))
      .map(([depth, open]) => open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth)),
    fc.integer({ min: 10_000, max: 300_000 }).map((length) => `{"a":"${'x'.repeat(length)}`),
  );
}

const multipartBoundary = 'fuzzboundary';

function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${multipartBoundary}--\r\n`),
  ]);
}

const multipartBodies: fc.Arbitrary<{ payload: Buffer; contentType: string; fault: string }> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('photo', 'other', '', '\u00ff'),
      fc.constantFrom('a.png', '', '../../x.jpg', 'a\u00ff.webp'),
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(([field, filename, type, bytes]) => ({
      payload: multipartBody(field, filename, type, Buffer.from(bytes)),
      contentType: `multipart/form-data; boundary=${multipartBoundary}`,
      fault: `multipart part ${field} ${type}`,
    })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    payload: Buffer.from(bytes),
    contentType: `multipart/form-data; boundary=${multipartBoundary}`,
    fault: 'garbage multipart',
  })),
  fc
    .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed; boundary=x')
    .map((contentType) => ({
      payload: multipartBody('photo', 'a.png', 'image/png', Buffer.from([0x89, 0x50])),
      contentType,
      fault: `content type ${contentType}`,
    })),
  fc.integer({ min: 1, max: 40 }).map((cut) => ({
    payload: multipartBody('photo', 'a.png', 'image/png', Buffer.from([1, 2, 3])).subarray(0, cut * 4),
    contentType: `multipart/form-data; boundary=${multipartBoundary}`,
    fault: 'cut multipart',
  })),
);

// --- Paths, queries and headers -------------------------------------------------------------------

/** Percent-encodes any text, lone surrogates included (as the bytes a careless client would send). */
function encodeAny(text: string): string {
  return [...text]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const hostileSegment = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%uD800', '%', '%zz', '..', '%2e%2e', '%2F', 'a%2Fb%2F..'),
  fc.constantFrom('-1', '0', '1.5', '2147483648', '99999999999999999999', '%20', 'fre%00', 'db_'),
  fc.integer({ min: 100, max: 20_000 }).map((length) => 'a'.repeat(length)),
  anyText.map(encodeAny),
);

const hostileQueryValue = fc.oneof(
  hostileSegment,
  hostileConstants.map((value) => encodeAny(String(value))),
);

/** Printable ASCII only: Node refuses to send other header bytes at all. */
const hostileHeaderValue = fc.oneof(
  fc.constantFrom('', ' ', 'Bearer', 'Bearer ', 'Bearer a b', 'Basic YTpi', '-1', '2147483648', '%00'),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '?')),
  fc.integer({ min: 200, max: 8_000 }).map((length) => 'a'.repeat(length)),
);

function queryString(query: Record<string, string>): string {
  const parts = Object.entries(query).map(([name, value]) => `${encodeAny(name)}=${value}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? 'a');
}

// --- Requests -------------------------------------------------------------------------------------

interface Baseline {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  bodyType: string | undefined;
}

function baselineOf(operation: DocumentedOperation, document: object, valid: ValidParts): Baseline {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (!parameter.required && !(parameter.in === 'path')) continue;
    const value = validValueOf(parameter.schema, document);
    if (parameter.in === 'path') path[parameter.name] = encodeAny(String(value));
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
    else if (parameter.style === 'deepObject' && Array.isArray(value)) {
      value.forEach((item, index) => {
        for (const [key, field] of Object.entries(item as object))
          query[`${parameter.name}[${index}][${key}]`] = encodeAny(String(field));
      });
    } else query[parameter.name] = encodeAny(String(value));
  }
  const content = operation.requestBody?.content ?? {};
  const bodyType = Object.keys(content)[0];
  const bodySchema = bodyType ? content[bodyType]?.schema : undefined;
  return {
    path: { ...path, ...valid.path },
    query: { ...query, ...valid.query },
    headers: { ...headers, ...valid.headers },
    body: valid.body ?? (bodySchema ? validValueOf(bodySchema, document) : undefined),
    bodyType,
  };
}

function requestOf(
  operation: DocumentedOperation,
  base: Baseline,
  change: Partial<Omit<FuzzRequest, 'method'>> & { fault: string; path?: Record<string, string> },
): FuzzRequest {
  const url = change.url ?? `${pathWith(operation.path, change.path ?? base.path)}${queryString(base.query)}`;
  const headers: Record<string, string> = { ...base.headers, ...change.headers };
  let payload = change.payload;
  if (payload === undefined && base.body !== undefined && base.bodyType === 'application/json') {
    payload = JSON.stringify(base.body);
    headers['content-type'] ??= 'application/json';
  }
  const needsSession = (operation.security?.length ?? 0) > 0 && headers.authorization === undefined;
  return { method: operation.method, url, headers, payload, needsSession, fault: change.fault };
}

/** The leaves (strings, numbers, booleans, nulls) of a JSON value, by path. */
function leavesOf(value: unknown): Path[] {
  return pathsOf(value).filter((path) => {
    const node = nodeAt(value, path);
    return typeof node !== 'object' || node === null;
  });
}

const STRING_FAULTS = [(text: string) => `${text}\u0000`, (text: string) => `\ud800${text}`];
const NUMBER_FAULTS = [2 ** 31, -1, 0.5, 1e308];
const SEGMENT_FAULTS = ['%00', '%ED%A0%80', '2147483648', '-1.5'];

/** The fault every leaf gets in turn: text that cannot be stored, numbers past or beside the range. */
function leafFault(node: unknown, index: number): unknown {
  if (typeof node === 'string') return STRING_FAULTS[index % STRING_FAULTS.length]?.(node);
  if (typeof node === 'number') return NUMBER_FAULTS[index % NUMBER_FAULTS.length];
  if (typeof node === 'boolean') return String(node);
  return 0;
}

/**
 * The same faults, one for each body field, parameter and header of the operation, so that every one
 * is tried on every run whatever the random part draws: these run first.
 */
export function systematicRequests(
  operation: DocumentedOperation,
  document: object,
  valid: ValidParts,
): FuzzRequest[] {
  const base = baselineOf(operation, document, valid);
  const requests: FuzzRequest[] = [];
  if (base.bodyType === 'application/json') {
    leavesOf(base.body).forEach((path, index) => {
      const value = mutate(base.body, path, {
        kind: 'replace',
        value: leafFault(nodeAt(base.body, path), index),
      });
      requests.push(
        requestOf(operation, base, {
          payload: JSON.stringify(value),
          headers: { 'content-type': 'application/json' },
          fault: `fault at ${path.join('.') || '(root)'}`,
        }),
      );
    });
    const text = JSON.stringify(base.body);
    requests.push(
      requestOf(operation, base, {
        payload: text.slice(0, Math.floor(text.length / 2)),
        headers: { 'content-type': 'application/json' },
        fault: 'cut JSON',
      }),
    );
  }
  Object.keys(base.path).forEach((name, index) => {
    const segment = SEGMENT_FAULTS[index % SEGMENT_FAULTS.length] ?? '%00';
    requests.push(
      requestOf(operation, base, { path: { ...base.path, [name]: segment }, fault: `path ${name}` }),
    );
  });
  Object.keys(base.query).forEach((name, index) => {
    const query = { ...base.query, [name]: SEGMENT_FAULTS[index % SEGMENT_FAULTS.length] ?? '%00' };
    requests.push(
      requestOf(operation, base, {
        url: `${pathWith(operation.path, base.path)}${queryString(query)}`,
        fault: `query ${name}`,
      }),
    );
  });
  for (const name of Object.keys(base.headers))
    requests.push(requestOf(operation, base, { headers: { [name]: '' }, fault: `header ${name}` }));
  return requests;
}

/** Malformed requests for one documented operation. `valid` completes what the schema cannot give. */
export function malformedRequests(
  operation: DocumentedOperation,
  document: object,
  valid: ValidParts,
): fc.Arbitrary<FuzzRequest> {
  const base = baselineOf(operation, document, valid);
  const variants: fc.WeightedArbitrary<FuzzRequest>[] = [];

  const json = base.bodyType === 'application/json';
  if (json) {
    variants.push(
      {
        weight: 6,
        arbitrary: mutatedValue(base.body).map(({ value, fault }) =>
          requestOf(operation, base, {
            payload: JSON.stringify(value) ?? '',
            headers: { 'content-type': 'application/json' },
            fault,
          }),
        ),
      },
      {
        weight: 2,
        arbitrary: invalidJsonText(base.body).map((payload) =>
          requestOf(operation, base, {
            payload,
            headers: { 'content-type': 'application/json' },
            fault: 'invalid JSON',
          }),
        ),
      },
    );
  }
  if (base.bodyType === 'multipart/form-data')
    variants.push({
      weight: 6,
      arbitrary: multipartBodies.map(({ payload, contentType, fault }) =>
        requestOf(operation, base, { payload, headers: { 'content-type': contentType }, fault }),
      ),
    });
  // Any body in an unexpected media type, or one sent to a call that takes none.
  variants.push({
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
          'application/octet-stream',
        ),
        fc.oneof(
          fc.constantFrom('a=1&a=2&b[c]=%00', '%zz=%ED%A0%80', 'login=a%00&password=b', '\u0000'),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
      )
      .map(([contentType, payload]) =>
        requestOf(operation, base, {
          payload,
          headers: { 'content-type': contentType },
          fault: `${contentType} body`,
        }),
      ),
  });

  const pathNames = Object.keys(base.path);
  if (pathNames.length > 0)
    variants.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...pathNames), hostileSegment)
        .map(([name, segment]) =>
          requestOf(operation, base, { path: { ...base.path, [name]: segment }, fault: `path ${name}` }),
        ),
    });

  const queryNames = [
    ...new Set([
      ...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      ...Object.keys(base.query),
      'token',
    ]),
  ];
  const documentedQuery = (operation.parameters ?? []).some((parameter) => parameter.in === 'query');
  variants.push({
    weight: documentedQuery ? 4 : 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...queryNames), hostileQueryValue, fc.boolean())
      .map(([name, value, isRepeated]) => {
        const query = { ...base.query, [name]: value };
        const repeated = isRepeated ? `&${encodeAny(name)}=${value}` : '';
        const path = pathWith(operation.path, base.path);
        return requestOf(operation, base, {
          url: `${path}${queryString(query)}${repeated}`,
          fault: `query ${name}`,
        });
      }),
  });

  const headerNames = [
    ...new Set([
      ...(operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name),
      'authorization',
    ]),
  ];
  variants.push({
    weight: headerNames.length > 1 ? 3 : 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...headerNames), hostileHeaderValue)
      .map(([name, value]) =>
        requestOf(operation, base, { headers: { [name]: value }, fault: `header ${name}` }),
      ),
  });

  return fc.oneof(...variants);
}
