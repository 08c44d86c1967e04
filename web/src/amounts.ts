// Look-alike actions that differ only in an amount (a bid, a price, a
// ZOOTicket's sale price) are asked as one amount, in a field bounded by
// the legal range: the listed amounts when they are evenly spaced, or the
// range the server gives for a list that names only its ends.
import { Action } from "./types";

// amountOf is the amount an action carries (its price, or its choice's), or null.
export function amountOf(a: Action): number | null {
  if (typeof a.price === "number") return a.price;
  const c = a.choice as Record<string, unknown> | undefined;
  if (c && typeof c === "object" && typeof c.price === "number") return c.price;
  return null;
}

// withAmount is a copy of a carrying amount n where a carries its amount.
export function withAmount(a: Action, n: number): Action {
  if (typeof a.price === "number") return { ...a, price: n };
  return { ...a, choice: { ...(a.choice as Record<string, unknown>), price: n } };
}

// likeKey is a without its amount, as text: actions with one key differ
// only in their amount.
function likeKey(a: Action): string {
  const c = a.choice as Record<string, unknown> | undefined;
  const b: Record<string, unknown> = { ...a, price: undefined };
  if (c && typeof c === "object") b.choice = { ...c, price: undefined };
  return JSON.stringify(b);
}

// Amounts is a group of look-alike actions asked as one amount.
export interface Amounts {
  acts: Action[]; // the listed actions, by amount
  lo: number;
  hi: number;
  step: number;
}

// groupAmounts puts together the actions of acts that differ only in an
// amount, where the amounts make a range: evenly spaced (every amount from
// the lowest to the highest in steps listed), or given by range (the
// server's PriceRange for a list of the ends only). Other actions stay as
// they are, in their order.
export function groupAmounts(acts: Action[], range: (a: Action) => [number, number] | null): (Action | Amounts)[] {
  const groups = new Map<string, Action[]>();
  for (const a of acts) {
    if (amountOf(a) === null) continue;
    const k = likeKey(a);
    groups.set(k, [...(groups.get(k) || []), a]);
  }
  const made = new Map<string, Amounts | null>();
  for (const [k, list] of groups) {
    const sorted = [...list].sort((x, y) => amountOf(x)! - amountOf(y)!);
    const amounts = sorted.map((a) => amountOf(a)!);
    const lo = amounts[0], hi = amounts[amounts.length - 1];
    const r = range(sorted[0]);
    if (r) {
      made.set(k, { acts: sorted, lo: Math.min(r[0], lo), hi: Math.max(r[1], hi), step: 1 });
      continue;
    }
    if (list.length < 3) {
      made.set(k, null);
      continue;
    }
    const step = amounts[1] - amounts[0];
    const even = step > 0 && amounts.every((n, i) => n === lo + i * step);
    made.set(k, even ? { acts: sorted, lo, hi, step } : null);
  }
  const out: (Action | Amounts)[] = [];
  const placed = new Set<string>();
  for (const a of acts) {
    const g = amountOf(a) === null ? null : made.get(likeKey(a));
    if (!g) {
      out.push(a);
      continue;
    }
    const k = likeKey(a);
    if (!placed.has(k)) {
      placed.add(k);
      out.push(g);
    }
  }
  return out;
}

export function isAmounts(x: Action | Amounts): x is Amounts {
  return (x as Amounts).acts !== undefined;
}
