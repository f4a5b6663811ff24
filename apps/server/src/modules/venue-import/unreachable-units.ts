import type { VenueModel, VenueUnit } from '@showfloor/core';

export interface UnreachableUnit {
  unit: VenueUnit;
  /** `no-node`: the unit is not on the walk graph; `cut-off`: its node is outside the main network. */
  reason: 'no-node' | 'cut-off';
}

/**
 * Connected pieces of the walk graph, ignoring one-way edges' direction: node id → piece number.
 * With `isStepFreeOnly`, stairs and escalators cut the graph as they cut a wheelchair user's way.
 */
function graphPieces(venue: VenueModel, isStepFreeOnly = false): Map<string, number> {
  const neighbours = new Map<string, string[]>(venue.graph.nodes.map((node) => [node.id, []]));
  for (const edge of venue.graph.edges) {
    if (isStepFreeOnly && !edge.stepFree) continue;
    neighbours.get(edge.from)?.push(edge.to);
    neighbours.get(edge.to)?.push(edge.from);
  }
  const pieceOf = new Map<string, number>();
  let piece = 0;
  for (const start of neighbours.keys()) {
    if (pieceOf.has(start)) continue;
    pieceOf.set(start, piece);
    const stack = [start];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      for (const next of neighbours.get(id) ?? []) {
        if (pieceOf.has(next)) continue;
        pieceOf.set(next, piece);
        stack.push(next);
      }
    }
    piece += 1;
  }
  return pieceOf;
}

/**
 * Units a route can never reach (with `isStepFreeOnly`: a route without stairs or escalators) from most of the venue: without a graph node, or on a piece of the
 * walk graph other than the one holding the most units (a shop whose door was not mapped, a
 * building the source never joined to the others). The map still draws them; the organiser is told
 * at import, since a visitor asking the way there would get "no itinerary found".
 */
export function findUnreachableUnits(venue: VenueModel, isStepFreeOnly = false): UnreachableUnit[] {
  const pieceOf = graphPieces(venue, isStepFreeOnly);
  const unitsPerPiece = new Map<number, number>();
  for (const unit of venue.units) {
    const piece = unit.nodeId === undefined ? undefined : pieceOf.get(unit.nodeId);
    if (piece !== undefined) unitsPerPiece.set(piece, (unitsPerPiece.get(piece) ?? 0) + 1);
  }
  let mainPiece: number | undefined;
  for (const [piece, count] of unitsPerPiece) {
    if (mainPiece === undefined || count > (unitsPerPiece.get(mainPiece) ?? 0)) mainPiece = piece;
  }
  return venue.units.flatMap((unit): UnreachableUnit[] => {
    const piece = unit.nodeId === undefined ? undefined : pieceOf.get(unit.nodeId);
    if (piece === undefined) return [{ unit, reason: 'no-node' }];
    return piece === mainPiece ? [] : [{ unit, reason: 'cut-off' }];
  });
}

export interface ReachableShare {
  units: number;
  /** Units on the main piece of the walk graph: any two of them are joined by a route. */
  reachable: number;
  /** Units on the main piece of the graph without stairs and escalators: joined step-free. */
  stepFree: number;
}

/** How much of the venue the itineraries cover, walking and step-free, for the import report. */
export function reachableShare(venue: VenueModel): ReachableShare {
  const units = venue.units.length;
  return {
    units,
    reachable: units - findUnreachableUnits(venue).length,
    stepFree: units - findUnreachableUnits(venue, true).length,
  };
}
