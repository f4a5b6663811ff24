import { describe, expect, it } from 'vitest';
import { WalkGraphBuilder } from './walk-graph-builder.js';

describe('walk graph builder', () => {
  it('removes a shortcut drawn too early, and can draw the same edge again afterwards', () => {
    const graph = new WalkGraphBuilder();
    graph.addNode('a', 'L0', 0, 0);
    graph.addNode('b', 'L0', 10, 0);
    graph.addNode('c', 'L0', 5, 5);
    graph.addEdge('a', 'b', 'walk');
    graph.addEdge('a', 'c', 'walk');
    expect(graph.removeEdges((edge) => edge.to === 'b')).toBe(1);
    expect(graph.build().edges.map((edge) => [edge.from, edge.to])).toEqual([['a', 'c']]);
    expect(graph.components().get('b')).not.toBe(graph.components().get('a'));
    expect(graph.addEdge('a', 'b', 'walk')).toBe(true);
    expect(graph.build().edges).toHaveLength(2);
  });
});
