/** Encodings we store files in, best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: ContentEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The best stored encoding the client accepts (RFC 9110 §12.5.3): brotli, then gzip, then the
 * plain file. `q=0` refuses an encoding; identity is acceptable unless refused explicitly or by `*;q=0`.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: ContentEncoding) => {
    const aliases = encoding === 'gzip' ? ['gzip', 'x-gzip'] : [encoding];
    for (const alias of aliases) {
      const weight = weights.get(alias);
      if (weight !== undefined) return weight;
    }
    const star = weights.get('*');
    if (star !== undefined) return star;
    // Unlisted identity stays acceptable, but below any encoding the client did list.
    return encoding === 'identity' ? 0.001 : 0;
  };
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
