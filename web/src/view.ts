// Panels drawn from the server's view model (GET /api/games/{id}/view):
// players, families/companies, depot and phases. The view holds figures
// as the game computed them; these functions only lay them out.
import { Child, h } from "./dom";
import { has, t } from "./i18n";
import { familyName } from "./labels";

import type { Family, Hex, Item, Player, View } from "./gen/view";

// The view model's types are generated from engine/view (web/tsgen).
export type { View };
export type VItem = Item;
export type VPlayer = Player;
export type VFamily = Family;
export type VHex = Hex;

// money writes an amount in the title's currency format ("%s$N").
export function money(v: View, n: number): string {
  return v.currency && v.currency.includes("%s") ? v.currency.replace("%s", String(n)) : String(n);
}

function tr(key: string, fallback: string): string {
  return has(key) ? t(key) : fallback;
}

// roundText is where the game stands: the round, day or era and step,
// as the server wrote them in the page's language (the round's kind only
// where it gives no name).
export function roundText(v: View): string {
  const name = v.round.name || tr("round.kind." + v.round.kind, v.round.kind);
  return [name, v.round.turn || "", v.round.step || ""].filter((x) => x).join(" · ");
}

// itemTexts maps the id of every power and heritage of the view to what it does.
export function itemTexts(v: View): Map<string, string> {
  const m = new Map<string, string>();
  const add = (list?: VItem[]) => (list || []).forEach((i) => i.text && m.set(i.id, i.text));
  add(v.depot?.offer);
  add(v.depot?.future);
  v.players.forEach((p) => add(p.items));
  v.families.forEach((f) => add(f.items));
  return m;
}

// itemNames maps the id of every power, ticket and heritage of the view
// (on offer, to come, held) to its name.
export function itemNames(v: View): Map<string, string> {
  const m = new Map<string, string>();
  const add = (list?: VItem[]) => (list || []).forEach((i) => m.set(i.id, i.name));
  add(v.depot?.offer);
  add(v.depot?.future);
  v.players.forEach((p) => add(p.items));
  v.families.forEach((f) => add(f.items));
  return m;
}

function chip(f: VFamily | undefined, id: string): HTMLElement {
  return h("span", { class: "chip", style: f ? `background:${f.color};color:${f.text_color}` : null }, id);
}

export function playersPanel(v: View, acting: Set<string>): Child {
  const fam = new Map(v.families.map((f) => [f.id, f]));
  return h(
    "div",
    { class: "scroll" },
    h(
      "table",
      { class: "players-table" },
      h("thead", null, h("tr", null, ["field.name", "field.cash", "field.value", "field.shares", "field.companies"].map((k) => h("th", { scope: "col" }, t(k))))),
      h(
        "tbody",
        null,
        v.players.map((p) =>
          h(
            "tr",
            { class: acting.has(p.id) ? "acting" : "", "data-id": p.id },
            h(
              "th",
              { scope: "row" },
              p.name,
              p.priority ? h("span", { class: "tag", title: t("field.priority") }, "P") : null,
              p.passed ? h("span", { class: "tag" }, t("field.passed")) : null,
              // certificates under the name, to keep the table in its column
              h("span", { class: "certs", title: t("field.certs") }, t("field.certs") + " " + (p.cert_limit ? `${p.certs}/${p.cert_limit}` : String(p.certs))),
            ),
            h("td", { "data-field": "cash" }, money(v, p.cash), p.loans ? " (" + t("field.loans") + " " + p.loans + ")" : null),
            h("td", { "data-field": "value" }, money(v, p.value)),
            h("td", { class: "wrap", "data-cell": "shares" }, (p.shares || []).map((s) => h("span", { class: "holding", "data-family": s.family }, chip(fam.get(s.family), s.family), ` ${s.percent}%`, s.president ? "★" : ""))),
            h("td", { class: "wrap", "data-cell": "items" }, (p.items || []).map((i) => h("span", { class: "item", title: i.text || "" }, i.name, i.status ? ` (${i.status})` : "")).flatMap((x, k) => (k ? [", ", x] : [x]))),
          ),
        ),
      ),
    ),
  );
}

export function familiesPanel(v: View, players: Map<string, string>, acting: string | undefined): Child {
  // Five columns fit the side column (no sideways scroll hiding trains or
  // powers): the family with its president under its name, cash, price
  // (par under it where the view gives one), trains and stations; the
  // shares left in the IPO and the market and the powers on a line below.
  const cols = ["field.cash", "field.price", "field.trains", "field.tokens"];
  const small = (text: string) => h("span", { class: "sub" }, text);
  return h(
    "div",
    { class: "scroll" },
    h(
      "table",
      { class: "families-table" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("field.id")), cols.map((k) => h("th", { scope: "col" }, t(k))))),
      v.families
        .filter((f) => f.floated || f.price || f.president || f.cash)
        .map((f) => {
          const cls = (f.id === acting ? "acting" : "") + (f.closed ? " closed" : "");
          const items = [...(f.items || []).map((i) => i.name), ...(f.marks || [])];
          const more = [`${t("field.ipo_pct")} ${f.ipo_percent}%`, `${t("field.pool_pct")} ${f.market_percent}%`];
          if (items.length) more.push(`${t("field.companies")}: ${items.join(", ")}`);
          return h(
            "tbody",
            { class: cls, "data-id": f.id },
            h(
              "tr",
              { class: cls },
              h(
                "th",
                { scope: "row", rowspan: 2 },
                chip(f, f.id),
                " ",
                has("family." + f.id) ? t("family." + f.id) : "",
                small(`${t("field.president")}: ${f.president ? players.get(f.president) || f.president : "—"}`),
              ),
              h("td", { class: "num", "data-field": "cash" }, money(v, f.cash)),
              h("td", { class: "num", "data-field": "price" }, f.price ? money(v, f.price) : "—", f.par ? small(`${t("field.par")} ${money(v, f.par)}`) : null),
              h("td", { class: "trains", "data-field": "trains" }, f.trains.join(", ") || "—"),
              h("td", { class: "num" }, `${f.tokens_left}/${f.tokens_total}`),
            ),
            h("tr", { class: "more " + cls }, h("td", { colspan: cols.length, class: "wrap" }, small(more.join(" · ")))),
          );
        }),
    ),
  );
}

export function depotPanel(v: View): Child {
  const d = v.depot;
  if (!d) return null;
  return [
    // an unlimited bank (18ZOO) is shown as such, with what it paid out,
    // not as the negative amount the view carries
    h("h2", null, t("game.depot"), " · ", t("field.bank"), " ", d.unlimited ? t("field.bankUnlimited", { paid: money(v, -d.bank) }) : money(v, d.bank)),
    h(
      "ul",
      { class: "trains" },
      d.trains.map((x) =>
        h("li", { class: x.count === 0 ? "gone" : "" }, h("strong", null, x.name), ` ×${x.count < 0 ? "∞" : x.count} · ${money(v, x.price)}`, x.rusts ? ` · ${x.rusts}` : ""),
      ),
    ),
    d.offer && d.offer.length ? h("p", null, t("game.offer"), ": ", d.offer.map((i) => `${i.name} (${money(v, i.value)})`).join(", ")) : null,
    v.phases && v.phases.length
      ? h("p", { class: "phases" }, t("game.phase"), ": ", v.phases.map((p) => h("span", { class: p.current ? "phase current" : "phase" }, p.name)))
      : null,
  ];
}

// hexOfCity maps a city id of a place_token action ("201-0-0": tile
// copy, then city) to the hex its tile lies on.
export function cityHexes(v: View): Map<string, string> {
  const m = new Map<string, string>();
  for (const hx of v.board?.hexes || []) if (hx.tile.id) m.set(hx.tile.id, hx.id);
  return m;
}

export { familyName };
