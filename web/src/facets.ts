// Look-alike actions that differ in what their label buries (a company
// founded at one of several par prices, on one of several home hexes)
// are one row per thing that stays the same: a choice for each thing
// that differs (the prices, the hexes), and one button that sends the
// listed action of the values chosen. Only listed actions are sent; a
// value no listed action has with the others chosen is not offered.
import { Action } from "./types";

// The fields a row asks for, in the order they are shown.
export const facetFields = ["hex", "price"] as const;
export type FacetField = (typeof facetFields)[number];

export interface Facets {
  facets: true;
  acts: Action[];
  fields: FacetField[]; // the fields that differ, each with two values or more
  values: Map<FacetField, (string | number)[]>; // each field's values, in the list's order (prices ascending)
}

function restKey(a: Action): string {
  const b: Record<string, unknown> = { ...a };
  for (const f of facetFields) b[f] = undefined;
  return JSON.stringify(b);
}

export function fieldOf(a: Action, f: FacetField): string | number | undefined {
  const v = (a as Record<string, unknown>)[f];
  return typeof v === "string" || typeof v === "number" ? v : undefined;
}

// groupFacets puts together the actions of acts that differ only in a
// home hex or a price, where one of them varies; the others stay as they
// are, in their order. A group of two that differ in price alone is left
// as two buttons.
export function groupFacets(acts: Action[]): (Action | Facets)[] {
  const groups = new Map<string, Action[]>();
  for (const a of acts) groups.set(restKey(a), [...(groups.get(restKey(a)) || []), a]);
  const made = new Map<string, Facets | null>();
  for (const [k, list] of groups) {
    const values = new Map<FacetField, (string | number)[]>();
    const fields: FacetField[] = [];
    for (const f of facetFields) {
      const vs = [...new Set(list.map((a) => fieldOf(a, f)))];
      if (vs.some((v) => v === undefined)) continue;
      if (vs.length < 2) continue;
      if (f === "price") (vs as number[]).sort((x, y) => x - y);
      values.set(f, vs as (string | number)[]);
      fields.push(f);
    }
    const worth = fields.includes("hex") || list.length > 2;
    made.set(k, fields.length && worth ? { facets: true, acts: list, fields, values } : null);
  }
  const out: (Action | Facets)[] = [];
  const placed = new Set<string>();
  for (const a of acts) {
    const k = restKey(a);
    const g = made.get(k);
    if (!g) out.push(a);
    else if (!placed.has(k)) {
      placed.add(k);
      out.push(g);
    }
  }
  return out;
}

export function isFacets(x: unknown): x is Facets {
  return (x as Facets).facets === true;
}

// pick is the listed action with the values chosen (a field not chosen:
// any), or null.
export function pick(g: Facets, chosen: Partial<Record<FacetField, string | number>>): Action | null {
  return g.acts.find((a) => g.fields.every((f) => chosen[f] === undefined || fieldOf(a, f) === chosen[f])) || null;
}

// withFacets groups the plain actions of list (not those already grouped
// otherwise, such as amount rows) with groupFacets, keeping the order.
export function withFacets<T extends object>(list: (Action | T)[], plain: (x: Action | T) => x is Action = isPlain): (Action | T | Facets)[] {
  const acts = list.filter(plain);
  const byAct = new Map<Action, Facets>();
  for (const g of groupFacets(acts)) if (isFacets(g)) for (const a of g.acts) byAct.set(a, g);
  const out: (Action | T | Facets)[] = [];
  const placed = new Set<Facets>();
  for (const x of list) {
    const g = plain(x) ? byAct.get(x) : undefined;
    if (!g) out.push(x);
    else if (!placed.has(g)) {
      placed.add(g);
      out.push(g);
    }
  }
  return out;
}

function isPlain<T>(x: Action | T): x is Action {
  return typeof (x as Action).type === "string";
}
