// Words for actions, entities and state fields, all from the catalogues.
import { has, t } from "./i18n";
import { Action } from "./types";

// entityName names a player id, family/company symbol or power.
export function entityName(e: string | number, players: Map<string, string>): string {
  const s = String(e);
  if (players.has(s)) return players.get(s)!;
  return familyName(s);
}

export function familyName(sym: string): string {
  return has("family." + sym) ? t("family." + sym) + " (" + sym + ")" : sym;
}

export function priceOf(a: Action): string {
  if (typeof a.share_price === "string") return a.share_price.split(",")[0];
  return a.price !== undefined ? String(a.price) : "";
}

// corpOf is the family/company an action is about.
export function corpOf(a: Action): string {
  if (a.corporation) return a.corporation;
  if (a.shares && a.shares.length) return a.shares[0].split("_")[0];
  return "";
}

function choiceText(c: unknown): string {
  if (typeof c === "string") return has("choice." + c) ? t("choice." + c) : c;
  if (c && typeof c === "object") {
    const o = c as Record<string, unknown>;
    const ty = String(o.type ?? "");
    // a ZOOTicket sold to a family: say to whom and for how much
    if (ty === "sell" && typeof o.corporation === "string" && o.price !== undefined) {
      return t("choice.sell_to", { corp: familyName(o.corporation), price: String(o.price) });
    }
    const rest = Object.entries(o)
      .filter(([k]) => k !== "type")
      .map(([k, v]) => k + " " + v)
      .join(", ");
    return (has("choice." + ty) ? t("choice." + ty) : ty) + (rest ? " (" + rest + ")" : "");
  }
  return "";
}

// describe says what an action does, in the current language; items
// names the powers, tickets and heritages by the ids actions give them
// (itemNames), so that a button says "Two barrels", not TWO_BARRELS.
export function describe(a: Action, players: Map<string, string>, items?: Map<string, string>): string {
  const p: Record<string, string | number> = {
    entity: entityName(a.entity, players),
    company: (a.company && items?.get(a.company)) || a.company || "",
    corp: familyName(corpOf(a)),
    price: priceOf(a),
    shares: (a.shares || []).join(", "),
    percent: a.percent ?? "",
    hex: a.hex || a.target || "",
    tile: a.tile || "",
    rotation: a.rotation ?? 0,
    city: a.city || "",
    train: a.variant || (a.train || "").split("-")[0],
    kind: a.kind ? (has("dividend." + a.kind) ? t("dividend." + a.kind) : a.kind) : "",
    choice: choiceText(a.choice),
    revenue: (a.routes || []).reduce((s, r) => s + (r.revenue || 0), 0),
    target: a.target || "",
  };
  const key = "act." + a.type;
  if (has(key)) return t(key, p);
  return t("act.other", { ...p, type: a.type });
}

// field names a column of the state tables.
export function field(k: string): string {
  return has("field." + k) ? t("field." + k) : k;
}

// roundName translates a round type where the catalogues know it.
export function roundName(type: string, fallback: string): string {
  return has("round." + type) ? t("round." + type) + " · " + fallback : fallback;
}
