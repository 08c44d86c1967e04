// What a listed action would change, written on its button before it is
// chosen (POST /effects): cash moved, prices, presidents; and, while the
// button is pointed at, the market cell a price leaves and reaches.
import { api } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import { Action } from "./types";

// effectTypes are the actions whose effects the page shows on their buttons.
export const effectTypes = new Set(["dividend", "sell_shares", "par"]);

interface Effects {
  players: { id: string; name: string; cash?: { before: number; after: number }; value?: { before: number; after: number } }[];
  families: { id: string; cash?: { before: number; after: number }; price?: { before: number; after: number }; cell?: { before: [number, number] | null; after: [number, number] | null }; president?: { before: string; after: string } }[];
}

// EffectsShown asks each action's effects once a version; the cells it
// marks are those of the market element given.
export class EffectsShown {
  private cache = new Map<string, Effects | null>(); // effects of listed actions, by version and action

  constructor(private id: number, private market: Element) {}

  // clear forgets the effects asked (a new version).
  clear() {
    this.cache.clear();
  }

  // show writes on b what a (listed at version) would change.
  async show(version: number, a: Action, b: HTMLButtonElement, currency: () => string, players: Map<string, string>) {
    const key = version + JSON.stringify(a);
    let ef = this.cache.get(key);
    if (ef === undefined) {
      ef = await api<Effects>("POST", `/api/games/${this.id}/effects`, { action: a }).catch(() => null);
      this.cache.set(key, ef);
    }
    await Promise.resolve(); // the button is put in the page after this is called
    if (!ef || !b.isConnected) return;
    const cur = currency();
    const m = (n: number) => cur.replace("%s", String(n));
    const signed = (d: number) => (d > 0 ? "+" : "−") + m(Math.abs(d));
    const parts: string[] = [];
    for (const p of ef.players) if (p.cash && p.cash.after !== p.cash.before) parts.push(`${p.name} ${signed(p.cash.after - p.cash.before)}`);
    for (const f of ef.families) {
      // the company's own share of a payout too, not only its price
      if (f.cash && f.cash.after !== f.cash.before) parts.push(`${f.id} ${signed(f.cash.after - f.cash.before)}`);
      if (f.price) parts.push(t("effect.price", { family: f.id, before: m(f.price.before), after: m(f.price.after) }));
      if (f.president) parts.push(t("effect.president", { family: f.id, name: players.get(f.president.after) || f.president.after || "—" }));
    }
    if (parts.length) b.append(h("span", { class: "effects" }, parts.join(" · ")));
    const moved = ef.families.find((f) => f.cell && f.cell.after);
    const cell = moved?.cell?.after;
    if (cell) {
      // the cell the price leaves and the one it reaches, on the market chart
      const from = moved!.cell!.before;
      const at = (c: [number, number] | null) => (c ? this.market.querySelector(`[data-row="${c[0]}"][data-col="${c[1]}"]`) : null);
      const mark = (on: boolean) => {
        const moves = !from || from[0] !== cell[0] || from[1] !== cell[1];
        if (moves) at(from)?.classList.toggle("from", on);
        at(cell)?.classList.toggle("target", on);
      };
      b.addEventListener("mouseenter", () => mark(true));
      b.addEventListener("mouseleave", () => mark(false));
      b.addEventListener("focus", () => mark(true));
      b.addEventListener("blur", () => mark(false));
      b.dataset.cell = cell.join(",");
    }
  }
}
