// The controls of the actions listed as legal on the game page: a button
// for an action (its words the server's), an amount row for look-alike
// actions that differ in an amount, a row of choices for those that differ
// in a home hex or a price, look-alike choices shown once; and the effects
// of some written on their buttons (effects.ts).
import { Board } from "./board";
import { Trades } from "./consent";
import { h, replace } from "./dom";
import { EffectsShown, effectTypes } from "./effects";
import { keepFocus } from "./focus";
import { t } from "./i18n";
import { amountOf, Amounts, isAmounts, withAmount } from "./amounts";
import { FacetField, Facets, fieldOf, isFacets, pick } from "./facets";
import { corpOf, describe, familyName } from "./labels";
import { Action, Page, State } from "./types";
import { View } from "./view";

// ChoiceDeps is what the controls are given by the page.
export interface ChoiceDeps {
  id: number;
  board: Board;
  market: Element; // the market chart, where effects mark the cells a price moves between
  trades: Trades; // a trade another player must agree to is proposed, not sent
  state: () => State;
  view: () => View | null;
  players: Map<string, string>;
  items: () => Map<string, string>; // power, ticket and heritage ids → names
  texts: () => Map<string, string>; // power and heritage ids → what they do
  submit: (a: Action) => void;
  hoverRun: (a: Action) => void; // a run's button is pointed at
}

export class Choices {
  private labels = new Map<string, string>(); // legal actions (as JSON) → the server's words for them
  private ranges = new Map<string, [number, number]>(); // legal actions (as JSON) whose price may be any amount of a range
  private amounts = new Map<string, number>(); // amounts typed, by version and action
  private facetChoice = new Map<string, Partial<Record<FacetField, string | number>>>(); // values chosen in a row of choices, by version and its first action
  private effects: EffectsShown;

  constructor(private d: ChoiceDeps) {
    this.effects = new EffectsShown(d.id, d.market);
  }

  // setPage keeps the server's words and ranges of a page answer's legal list.
  setPage(p: Page) {
    this.labels = new Map((p.legal || []).map((a, i) => [JSON.stringify(a), (p.labels || [])[i]]));
    this.ranges = new Map(Object.entries(p.ranges || {}).map(([i, r]) => [JSON.stringify((p.legal || [])[Number(i)]), r]));
  }

  // newVersion forgets the amounts typed and the effects asked.
  newVersion() {
    this.effects.clear();
    this.amounts.clear();
  }

  // range is the range of amounts a listed action's price may take, if any.
  range(a: Action): [number, number] | null {
    return this.ranges.get(JSON.stringify(a)) || null;
  }

  private showEffect(a: Action, b: HTMLButtonElement) {
    this.effects.show(this.d.state().version, a, b, () => this.d.view()?.currency || "%s", this.d.players);
  }

  // choiceEl is the control of one listed action, or of a group of
  // look-alike ones (an amount row, a row of choices).
  choiceEl(x: Action | Amounts | Facets, ty: string, listed: number): HTMLElement {
    if (isFacets(x)) return this.facetRow(x);
    if (isAmounts(x)) return this.amountRow(x);
    const b = this.actButton(x);
    if (ty === "run_routes" && x.routes?.length) {
      b.addEventListener("mouseenter", () => this.d.hoverRun(x));
      b.addEventListener("focus", () => this.d.hoverRun(x));
    }
    if (effectTypes.has(ty) && listed <= 12) this.showEffect(x, b);
    return b;
  }

  // alike keeps one of each set of choices the page would show in the
  // same words (two 2S trains of one family, for one price range): the
  // player cannot tell them apart, so they are one choice, said to be one
  // of n alike. It maps each kept choice to n.
  alike(list: (Action | Amounts | Facets)[]): Map<Action | Amounts | Facets, number> {
    const words = (x: Action | Amounts | Facets) =>
      isFacets(x) ? "" : isAmounts(x) ? `${x.lo}|${x.hi}|${x.step}|${this.label(x.acts[0])}` : this.label(x);
    const first = new Map<string, Action | Amounts | Facets>();
    const out = new Map<Action | Amounts | Facets, number>();
    for (const x of list) {
      const w = words(x);
      const f = w ? first.get(w) : undefined;
      if (f) {
        out.set(f, out.get(f)! + 1);
        continue;
      }
      if (w) first.set(w, x);
      out.set(x, 1);
    }
    return out;
  }

  // facetRow asks what differs between look-alike actions (the home hex,
  // the price) as a row of choices each, and sends the listed action with
  // the values chosen; a home hex is lit on the board while chosen or
  // pointed at.
  private facetRow(g: Facets): HTMLElement {
    const first = g.acts[0];
    const key = this.d.state().version + "|" + JSON.stringify(first);
    const chosen: Partial<Record<FacetField, string | number>> = { ...(this.facetChoice.get(key) || {}) };
    for (const f of g.fields) if (chosen[f] === undefined) chosen[f] = fieldOf(first, f);
    const cur = this.d.view()?.currency || "%s";
    const say = (f: FacetField, v: string | number) => (f === "price" ? cur.replace("%s", String(v)) : String(v));
    const row = h("div", { class: "facet-row", "data-type": first.type, "data-corp": corpOf(first) || null });
    const draw = () => {
      const a = pick(g, chosen) || first;
      const send = this.actButton(a);
      send.classList.add("facet-send");
      if (effectTypes.has(a.type)) this.showEffect(a, send);
      const choose = (f: FacetField, v: string | number) => () => {
        chosen[f] = v;
        if (!pick(g, chosen)) {
          // the others as in the first listed action with this value
          const b = g.acts.find((x) => fieldOf(x, f) === v)!;
          for (const o of g.fields) chosen[o] = fieldOf(b, o);
        }
        this.facetChoice.set(key, { ...chosen });
        keepFocus(row, draw);
      };
      const lines = g.fields.map((f) =>
        h(
          "div",
          { class: "row facet", "data-field": f, role: "group", "aria-label": t("facet." + f) },
          h("span", { class: "facet-name" }, t("facet." + f)),
          g.values.get(f)!.map((v) => {
            const on = chosen[f] === v;
            const b = h("button", { class: "facet-pick" + (on ? " on" : ""), "aria-pressed": on ? "true" : "false", "data-field": f, "data-value": v, onclick: choose(f, v) }, say(f, v));
            if (f === "hex") {
              const lit = (hx: string | null) => () => this.d.board.light(hx);
              b.addEventListener("mouseenter", lit(String(v)));
              b.addEventListener("focus", lit(String(v)));
              b.addEventListener("mouseleave", lit(chosen.hex === undefined ? null : String(chosen.hex)));
              b.addEventListener("blur", lit(chosen.hex === undefined ? null : String(chosen.hex)));
            }
            return b;
          }),
        ),
      );
      const corp = corpOf(first);
      const named = corp ? this.d.view()?.families.find((f) => f.id === corp)?.name : "";
      const name = !corp ? "" : named && named !== corp ? `${named} (${corp})` : familyName(corp);
      replace(row, name ? h("strong", { class: "facet-title" }, name) : null, lines, send);
      if (chosen.hex !== undefined) this.d.board.light(String(chosen.hex));
    };
    draw();
    return row;
  }

  // actButton is the control that sends one legal action as it is.
  actButton(a: Action): HTMLButtonElement {
    const seller = this.d.trades.sellerOf(this.d.state(), a); // a trade the seller must agree to: proposed
    return h(
      "button",
      {
        class: "act act-" + a.type + (seller ? " propose" : ""),
        "data-seller": seller,
        "data-type": a.type,
        "data-entity": String(a.entity),
        "data-corp": corpOf(a) || null,
        "data-train": a.train || null,
        "data-company": a.company || null,
        "data-revenue": a.type === "run_routes" ? (a.routes || []).reduce((s, r) => s + r.revenue, 0) : null,
        onclick: () => (seller ? this.d.trades.propose(this.d.state().version, a) : this.d.submit(a)),
      },
      this.label(a),
      // a power or heritage says what it does
      a.company && this.d.texts().get(a.company) ? h("span", { class: "power-text" }, this.d.texts().get(a.company)!) : null,
      seller ? h("span", { class: "ask" }, " · " + t("trade.propose", { seller: this.d.players.get(seller) || seller })) : null,
    );
  }

  // amountRow asks the amount of look-alike actions in one field bounded
  // by their range (− and + step it), its words those of the amount chosen,
  // and sends the action with that amount.
  private amountRow(g: Amounts): HTMLElement {
    const first = g.acts[0];
    const cur = this.d.view()?.currency || "%s";
    const money = (n: number) => cur.replace("%s", String(n));
    // the amount typed stays while the panel is drawn anew at this version
    const key = this.d.state().version + "|" + JSON.stringify(first);
    const input = h("input", {
      type: "number", class: "amount", min: g.lo, max: g.hi, step: g.step, ".value": String(this.amounts.get(key) ?? g.lo), inputmode: "numeric",
      "aria-label": t("amount.label", { lo: money(g.lo), hi: money(g.hi) }),
    }) as HTMLInputElement;
    const value = () => {
      const n = Math.round(Number(input.value));
      const k = Math.round((Math.min(g.hi, Math.max(g.lo, isFinite(n) ? n : g.lo)) - g.lo) / g.step);
      return Math.min(g.hi, g.lo + k * g.step);
    };
    const action = (n: number) => g.acts.find((a) => amountOf(a) === n) || withAmount(first, n);
    const words = (n: number) => {
      const listed = g.acts.find((a) => amountOf(a) === n);
      if (listed) return this.label(listed);
      const base = this.label(first);
      const was = money(amountOf(first)!);
      return base.includes(was) ? base.split(was).join(money(n)) : base + " · " + money(n);
    };
    const send = this.actButton(first).cloneNode(true) as HTMLButtonElement; // its data, not its click
    send.classList.add("amount-send");
    // a trade another player must agree to is proposed, whatever its amount (consent.ts)
    const seller = this.d.trades.sellerOf(this.d.state(), first);
    send.onclick = () => (seller ? this.d.trades.propose(this.d.state().version, action(value())) : this.d.submit(action(value())));
    const say = () => {
      this.amounts.set(key, value());
      send.textContent = words(value());
    };
    send.textContent = words(value());
    input.addEventListener("input", say);
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); send.click(); } });
    input.addEventListener("change", () => { input.value = String(value()); say(); });
    const by = (d: number) => () => { input.value = String(Math.min(g.hi, Math.max(g.lo, value() + d * g.step))); say(); };
    return h(
      "div",
      { class: "amount-row", "data-type": first.type },
      h("button", { class: "step", onclick: by(-1), "aria-label": t("amount.less") }, "−"),
      input,
      h("button", { class: "step", onclick: by(1), "aria-label": t("amount.more") }, "+"),
      h("span", { class: "range" }, money(g.lo) + " – " + money(g.hi)),
      send,
    );
  }

  // label is what a legal action does, in the server's words (the line
  // its log would say), else the client's.
  label(a: Action): string {
    return this.labels.get(JSON.stringify(a)) || describe(a, this.d.players, this.d.items());
  }

}
