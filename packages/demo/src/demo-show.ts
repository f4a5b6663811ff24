import type { ShowConfig, SourceItem } from '@showfloor/core';

/** A generated file the back office serves under `files/assets/<path>`. */
export interface DemoAsset {
  path: string;
  contentType: string;
  /** SVG text. */
  body: string;
}

/** A complete demo show: its configuration, its catalog and the pictures the catalog points at. */
export interface DemoShow {
  config: ShowConfig;
  items: SourceItem[];
  assets: DemoAsset[];
}

export interface DemoShowOptions {
  size: 'small' | 'big';
  /** First show day, `YYYY-MM-DD`; an input so that the output never depends on the clock. */
  start: string;
}
