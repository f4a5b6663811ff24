import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Height of the sticky page toolbar (styles.css `.page-toolbar`), with its second row on phones. */
const TOOLBAR_HEIGHT_PX = 88;

/** The offset of the last list shown from the top of the page. */
let lastScrollMargin = 0;

export interface VirtualListHandle {
  scrollToIndex(index: number): void;
}

export interface VirtualListProps {
  count: number;
  /** A stable key per row, so rows keep their measured height and focus across updates. */
  getKey: (index: number) => string | number;
  estimateSize: (index: number) => number;
  renderRow: (index: number) => ReactNode;
  /** Row shown at the top on first render (the grouped list's current or next event). */
  initialIndex?: number;
  handle?: Ref<VirtualListHandle>;
  label: string;
}

/**
 * A row's contents, rendered again only when its index or the list's `renderRow` changes: each
 * scrolled frame re-renders the list to move its rows, and the thirty rows already shown would
 * otherwise all render again, for nothing, in every frame.
 */
const RowContents = memo(function RowContents({
  index,
  renderRow,
}: {
  index: number;
  renderRow: (index: number) => ReactNode;
}) {
  return renderRow(index);
});

/**
 * A row's height without making the browser lay the page out: the size its resize observer reports
 * once laid out, else the size last measured, else the estimate. The library's default reads
 * `offsetHeight` as each row mounts, which lays the page out in the middle of rendering the rows
 * (a fifth of a list's first render, and again in each scrolled frame); the resize observer
 * reports every row's real size after the browser's own layout, before that frame is painted.
 */
function measureRow(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, HTMLLIElement>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box !== undefined) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * A list that renders only the rows near the viewport, scrolling with the page: 8,000 exhibitors
 * cost the same as 30. Rows are measured after rendering, so they may wrap to any height.
 */
export function VirtualList({
  count,
  getKey,
  estimateSize,
  renderRow,
  initialIndex,
  handle,
  label,
}: VirtualListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // Starts from where the last list stood (lists sit under the same toolbar): when it is the same,
  // the layout effect changes nothing and the 8,000 rows are laid out once, not twice.
  const [scrollMargin, setScrollMargin] = useState(lastScrollMargin);
  useLayoutEffect(() => {
    lastScrollMargin = listRef.current?.offsetTop ?? 0;
    setScrollMargin(lastScrollMargin);
  }, []);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count,
    measureElement: measureRow,
    estimateSize,
    getItemKey: getKey,
    overscan: 8,
    scrollMargin,
    // Rows scrolled to must land below the sticky toolbar, not under it.
    scrollPaddingStart: TOOLBAR_HEIGHT_PX,
  });
  useImperativeHandle(handle, () => ({
    scrollToIndex: (index: number) => virtualizer.scrollToIndex(index, { align: 'start' }),
  }));
  const scrolledFor = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (initialIndex === undefined || initialIndex < 0 || scrolledFor.current === initialIndex) return;
    scrolledFor.current = initialIndex;
    virtualizer.scrollToIndex(initialIndex, { align: 'start' });
  }, [initialIndex, virtualizer]);
  const rows = virtualizer.getVirtualItems();
  return (
    <ul
      ref={listRef}
      className="virtual-list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={count}
          aria-posinset={row.index + 1}
          className="virtual-row"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <RowContents index={row.index} renderRow={renderRow} />
        </li>
      ))}
    </ul>
  );
}
