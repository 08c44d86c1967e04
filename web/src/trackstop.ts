// Where drawn track ends: a hex with a stop on it ends a piece of a run
// only where the track the run arrives on leads to that stop, as the
// server's route view reads a run's connections (engine/view's
// RouteFromConnections: a chain's end hexes hold its stops, and from the
// edge it arrives over, the track leads to a stop node). Track that passes
// a city or town on its own lane (a tile with a stop and a through track)
// goes on. The page decides nothing else: the server judges the run.

interface End { edge: number; node: number }
interface THex {
  id: string;
  x: number;
  y: number;
  tile: { nodes?: { kind: string }[]; paths?: { a: End; b: End }[] };
}
export interface TBoard { layout?: string; hexes: THex[] }

// directions is the (dx, dy) step in doubled coordinates across each edge
// (engine/view.Directions).
function directions(layout: string | undefined): [number, number][] {
  if (layout === "pointy") return [[-1, 1], [-2, 0], [-1, -1], [1, -1], [2, 0], [1, 1]];
  return [[0, 2], [-1, 1], [-1, -1], [0, -2], [1, -1], [1, 1]];
}

// stopFrom returns a function saying whether track arriving in hex `at`
// from the neighbouring hex `from` leads to a stop there.
export function stopFrom(board: TBoard | undefined): (at: string, from: string | null) => boolean {
  const byId = new Map<string, THex>();
  for (const hx of board?.hexes || []) byId.set(hx.id, hx);
  const dirs = directions(board?.layout);
  const isStop = (hx: THex, n: number) => {
    const k = hx.tile.nodes?.[n]?.kind;
    return !!k && k !== "junction";
  };
  return (at, from) => {
    const hx = byId.get(at);
    if (!hx || !(hx.tile.nodes || []).some((n) => n.kind !== "junction")) return false;
    const prev = from ? byId.get(from) : undefined;
    if (!prev) return true; // no way in known: a hex with a stop ends the track
    const d = [prev.x - hx.x, prev.y - hx.y];
    const edge = dirs.findIndex(([dx, dy]) => dx === d[0] && dy === d[1]);
    if (edge < 0) return true;
    const paths = hx.tile.paths || [];
    // the nodes the edge's track reaches, directly or through a junction
    const reached = new Set<number>();
    for (const p of paths) {
      const [a, b] = p.b.edge === edge ? [p.b, p.a] : [p.a, p.b];
      if (a.edge === edge && b.edge < 0) reached.add(b.node);
    }
    for (const n of [...reached]) {
      if (isStop(hx, n)) continue;
      for (const p of paths) {
        if (p.a.node === n && p.b.edge < 0) reached.add(p.b.node);
        if (p.b.node === n && p.a.edge < 0) reached.add(p.a.node);
      }
    }
    return [...reached].some((n) => isStop(hx, n));
  };
}
