import type { VenueModel, VenueUnit } from '@showfloor/core';

export interface UnreachableUnit {
  unit: VenueUnit;
  /** `no-node`: the unit is not on the walk graph; `cut-off`: its node is outside the main network. */
  reason: 'no-node' | 'cut-off';
}

/** Connected pieces of the walk graph, ignoring one-way edges' direction: node id → piece number. */
function graphPieces(venue: VenueModel): Map<string, number> {
  const neighbours = new Map<string, string[]>(venue.graph.nodes.map((node) => [node.id, []]));
  for (const edge of venue.graph.edges) {
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
 * Units a route can never reach from most of the venue: without a graph node, or on a piece of the
 * walk graph other than the one holding the most units (a shop whose door was not mapped, a
 * building the source never joined to the others). The map still draws them; the organiser is told
 * at import, since a visitor asking the way there would get "no itinerary found".
 */
export function findUnreachableUnits(venue: VenueModel): UnreachableUnit[] {
  const pieceOf = graphPieces(venue);
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
