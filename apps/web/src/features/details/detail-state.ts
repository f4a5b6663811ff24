import { parseItemId } from '@showfloor/core';
import type { PageProps } from '../../shell/page.js';

/**
 * A detail page's state (spec core §4): pending while the item is read, then loaded or
 * itemNotFound. `shouldFetch` is the moment a new key is asked for; it is never shown.
 */
export type DetailState<T> =
  | { status: 'pending' }
  | { status: 'itemNotFound' }
  | { status: 'loaded'; record: T };

/** What a detail URL names: a device id, or the stable original id a shared link carries. */
export type DetailTarget =
  | { kind: 'id'; id: number }
  | { kind: 'originalId'; originalId: string }
  | { kind: 'none' };

export function detailTargetOf(props: PageProps): DetailTarget {
  const parsed = parseItemId(props.id);
  if (parsed.ok) return { kind: 'id', id: parsed.id };
  const originalId = props.originalId;
  if (typeof originalId === 'string' && originalId !== '') return { kind: 'originalId', originalId };
  if (typeof originalId === 'number') return { kind: 'originalId', originalId: String(originalId) };
  return { kind: 'none' };
}

export function detailKeyOf(types: readonly string[], target: DetailTarget): string {
  const name =
    target.kind === 'id' ? target.id : target.kind === 'originalId' ? `o:${target.originalId}` : '-';
  return `${types.join(',')}:${name}`;
}

/** A read's result, tagged with the key it answered so that an answer for the previous item is never shown. */
export interface KeyedResult<T> {
  key: string;
  record: T | null;
}

/**
 * The state to show for `key`: pending until a result for this very key arrives (so moving to
 * another item is pending again, not the old item), then loaded or itemNotFound.
 */
export function detailStateOf<T>(key: string, result: KeyedResult<T> | undefined): DetailState<T> {
  if (!result || result.key !== key) return { status: 'pending' };
  return result.record === null ? { status: 'itemNotFound' } : { status: 'loaded', record: result.record };
}
