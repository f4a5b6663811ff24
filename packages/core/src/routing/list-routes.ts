import { isPublishedDataType, type PublishedDataType } from '../catalog/data-types.js';
import type { JsonValue } from '../catalog/localized.js';
import type { Route } from './route-codec.js';

/** A page's route parameters as the app decodes them from its address: values not yet trusted. */
type PageProps = Readonly<Record<string, unknown>>;

/**
 * One source of rows of the list page (spec core §2 "List page": a list of objects with dataType
 * and optional ids). `parentId` lists the sub-categories of a category; `categoryId` lists the
 * items filed in a category or below it, so a drill-down URL stays short however big the category.
 */
export interface ListInput {
  dataType: PublishedDataType;
  ids?: number[];
  parentId?: number;
  categoryId?: number;
}

export interface ListPageProps {
  inputs: ListInput[];
  /** The filter dialog's matching items (spec core §2 "back returns … with the ids"); absent when unfiltered. */
  ids?: number[];
  hasFilter: boolean;
  filterEnabled: boolean;
  filterCatsCount: number;
  /** The checked categories, so that reopening the filter dialog shows them again. */
  filterCats: number[];
  locateAll: boolean;
  hasGoToSynopticButton: boolean;
}

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(value: unknown): number[] | undefined {
  return Array.isArray(value) ? value.filter((entry): entry is number => Number.isInteger(entry)) : undefined;
}

function integer(value: unknown): number | undefined {
  return Number.isInteger(value) ? (value as number) : undefined;
}

function parseInput(value: unknown): ListInput | undefined {
  if (!isRecord(value) || typeof value.dataType !== 'string' || !isPublishedDataType(value.dataType))
    return undefined;
  const input: ListInput = { dataType: value.dataType };
  const ids = numbers(value.ids);
  if (ids) input.ids = ids;
  const parentId = integer(value.parentId);
  if (parentId !== undefined) input.parentId = parentId;
  const categoryId = integer(value.categoryId);
  if (categoryId !== undefined) input.categoryId = categoryId;
  return input;
}

/**
 * Parses the list page's URL props once (STYLE §10). A hand-edited link may carry anything:
 * unknown data types and malformed entries are dropped, so the page shows 'no data' instead of failing.
 */
export function parseListProps(props: PageProps): ListPageProps {
  const rawInputs = Array.isArray(props.inputs) ? props.inputs : [];
  const ids = numbers(props.ids);
  return {
    inputs: rawInputs.map(parseInput).filter((input): input is ListInput => input !== undefined),
    ...(ids ? { ids } : {}),
    hasFilter: props.hasFilter === true,
    filterEnabled: props.filterEnabled === true,
    filterCatsCount: integer(props.filterCatsCount) ?? 0,
    filterCats: numbers(props.filterCats) ?? [],
    locateAll: props.locateAll === true,
    hasGoToSynopticButton: props.hasGoToSynopticButton === true,
  };
}

function inputJson(input: ListInput): JsonValue {
  const json: { [key: string]: JsonValue } = { dataType: input.dataType };
  if (input.ids) json.ids = input.ids;
  if (input.parentId !== undefined) json.parentId = input.parentId;
  if (input.categoryId !== undefined) json.categoryId = input.categoryId;
  return json;
}

/** The list page's route; flags left out stay off, which keeps shared URLs short. */
export function listRoute(
  inputs: readonly ListInput[],
  flags: Partial<Omit<ListPageProps, 'inputs'>> = {},
): Route {
  const props: Route['props'] = { inputs: inputs.map(inputJson) };
  for (const [name, value] of Object.entries(flags)) {
    if (value === undefined || value === false || value === 0) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    props[name] = value;
  }
  return { pageKey: 'list', props };
}

/** How a grouped list groups events: by conference day (spec core §2), or by room. */
export type EventGrouping = 'day' | 'place';

/**
 * Grouped list (spec core §2 "Grouped list"): events by day, exhibitors by their group; events by
 * room with `by: 'place'`, so that every event of a programme is also reachable from its room.
 */
export function groupedListRoute(
  dataType: PublishedDataType,
  ids?: readonly number[],
  by: EventGrouping = 'day',
): Route {
  const props: Route['props'] = { dataType };
  if (ids) props.ids = [...ids];
  if (by !== 'day') props.by = by;
  return { pageKey: 'list-groups', props };
}

/** The exhibitors tile and menu entry: the top exhibitor categories (spec core §2 "Home"). */
export const EXHIBITORS_ROUTE: Route = listRoute([{ dataType: 'exhibitor_categories' }]);
/** The programme tile and menu entry: the top event categories. */
export const PROGRAMME_ROUTE: Route = listRoute([{ dataType: 'event_categories' }]);
