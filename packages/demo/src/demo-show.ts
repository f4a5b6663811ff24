import type { ProfileKey, ShowConfig, SourceItem } from '@showfloor/core';

/** A generated file the back office serves under `files/assets/<path>`. */
export interface DemoAsset {
  path: string;
  contentType: string;
  /** SVG text. */
  body: string;
}

/**
 * A complete demo show: its configuration (as published: protected profiles carry no code), the
 * codes of its protected profiles (kept by the back office only), its catalog and its pictures.
 */
export interface DemoShow {
  config: ShowConfig;
  profileCodes: { profile: ProfileKey; code: string }[];
  items: SourceItem[];
  assets: DemoAsset[];
}

export interface DemoShowOptions {
  size: 'small' | 'big';
  /** First show day, `YYYY-MM-DD`; an input so that the output never depends on the clock. */
  start: string;
}
