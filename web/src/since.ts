// "Since your last turn" (issue 29): what moved from the position just
// after the reader's last action to now, as GET /api/games/{id}/changes
// answers it (engine/view.Diff on the server): share prices, players' cash
// and holdings, families' cash and trains, trains rusted, the phase. It is
// said in words in the summary above the log, and highlighted where the
// page shows the figures: the tokens on the market (and the cells they
// left), the families' and players' cells, until the reader's next move.
import { h } from "./dom";
import { t } from "./i18n";
import { money, View } from "./view";

export interface Changes {
  from: number;
  to: number;
  prices: { family: string; from: number; to: number; from_cell?: [number, number]; to_cell?: [number, number] }[];
  players: { player: string; cash_from: number; cash_to: number; shares?: { family: string; from: number; to: number }[]; gained?: string[]; lost?: string[] }[];
  families: { family: string; cash_from: number; cash_to: number; bought?: string[]; lost?: string[] }[];
  rusted: { family: string; train: string }[];
  phase?: { from: string; to: string };
}

function arrow(from: number, to: number): string {
  return to > from ? "▲" : "▼";
}

// changeLines says c in words, one line a change.
export function changeLines(c: Changes, v: View, players: Map<string, string>): HTMLElement | null {
  const m = (n: number) => money(v, n);
  const name = (p: string) => players.get(p) || p;
  const lines: HTMLElement[] = [];
  for (const p of c.prices) {
    lines.push(h("li", { "data-change": "price", "data-family": p.family }, p.from
      ? t("since.price", { family: p.family, from: m(p.from), to: m(p.to), dir: arrow(p.from, p.to) })
      : t("since.price_new", { family: p.family, to: m(p.to) })));
  }
  for (const p of c.players) {
    if (p.cash_from !== p.cash_to) lines.push(h("li", { "data-change": "cash", "data-player": p.player }, t("since.cash", { name: name(p.player), from: m(p.cash_from), to: m(p.cash_to) })));
    for (const s of p.shares || []) {
      lines.push(h("li", { "data-change": "shares", "data-player": p.player }, t("since.shares", { name: name(p.player), family: s.family, from: s.from, to: s.to })));
    }
    if (p.gained?.length) lines.push(h("li", { "data-change": "gained" }, t("since.gained", { name: name(p.player), items: p.gained.join(", ") })));
    if (p.lost?.length) lines.push(h("li", { "data-change": "lost" }, t("since.lost", { name: name(p.player), items: p.lost.join(", ") })));
  }
  for (const f of c.families) {
    if (f.bought?.length) lines.push(h("li", { "data-change": "bought", "data-family": f.family }, t("since.bought", { family: f.family, trains: f.bought.join(", ") })));
    if (f.cash_from !== f.cash_to) lines.push(h("li", { "data-change": "treasury", "data-family": f.family }, t("since.treasury", { family: f.family, from: m(f.cash_from), to: m(f.cash_to) })));
  }
  if (c.rusted.length) lines.push(h("li", { "data-change": "rusted" }, t("since.rusted", { trains: c.rusted.map((r) => `${r.train} (${r.family})`).join(", ") })));
  if (c.phase) lines.push(h("li", { "data-change": "phase" }, t("since.phase", { from: c.phase.from, to: c.phase.to })));
  if (!lines.length) return null;
  return h("div", { class: "since-changes", id: "since-changes" }, h("h4", null, t("since.changes")), h("ul", null, lines));
}

// highlight marks what c lists where the page shows it: market tokens
// (and the cells they left), the families' and players' cells.
export function highlight(c: Changes, v: View, market: Element, people: Element, corps: Element) {
  const m = (n: number) => money(v, n);
  const mark = (el: Element | null | undefined, was: string) => {
    if (!el) return;
    el.classList.add("changed");
    el.setAttribute("title", t("since.was", { v: was }));
  };
  for (const p of c.prices) {
    market.querySelectorAll(`circle.marker[data-family="${CSS.escape(p.family)}"]`).forEach((x) => x.classList.add("moved"));
    if (p.from_cell) market.querySelector(`.cell[data-row="${p.from_cell[0]}"][data-col="${p.from_cell[1]}"]`)?.classList.add("moved-from");
    mark(corps.querySelector(`[data-id="${CSS.escape(p.family)}"] [data-field="price"]`), p.from ? m(p.from) : "—");
  }
  for (const f of c.families) {
    const row = corps.querySelector(`[data-id="${CSS.escape(f.family)}"]`);
    if (f.cash_from !== f.cash_to) mark(row?.querySelector(`[data-field="cash"]`), m(f.cash_from));
    if (f.bought?.length || f.lost?.length) mark(row?.querySelector(`[data-field="trains"]`), (f.lost || []).join(", ") || "—");
  }
  for (const p of c.players) {
    const row = people.querySelector(`tr[data-id="${CSS.escape(p.player)}"]`);
    if (p.cash_from !== p.cash_to) mark(row?.querySelector(`[data-field="cash"]`), m(p.cash_from));
    for (const s of p.shares || []) {
      const held = row?.querySelector(`.holding[data-family="${CSS.escape(s.family)}"]`);
      mark(held || row?.querySelector(`[data-cell="shares"]`), `${s.from}%`);
    }
    if (p.gained?.length || p.lost?.length) mark(row?.querySelector(`[data-cell="items"]`), (p.lost || []).join(", ") || "—");
  }
}
