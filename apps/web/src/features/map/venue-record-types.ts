import type { PublishedDataType } from '@showfloor/core';

/** The published types the venue is rebuilt from (core venueFromRecords), in its arguments' order. */
export const VENUE_RECORD_TYPES = ['buildings', 'floors'] as const satisfies readonly PublishedDataType[];
