// The actions panel of the game page: undo and redo, an undo to consent
// to, starting the game, a trade to answer, whom the reader acts for, the
// board's choices (hexpanel.ts), the listed actions by type (choices.ts)
// and the offered run (runs.ts). Every control is made from one entry of
// the legal list.
import { Board } from "./board";
import { Choices } from "./choices";
import { titleOffer, Trades } from "./consent";
import { h, replace } from "./dom";
import { keepFocus } from "./focus";
import { groupAmounts } from "./amounts";
import { withFacets } from "./facets";
import { HexPanel, hexOf } from "./hexpanel";
import { t } from "./i18n";
import { entityName } from "./labels";
import { RunPanel } from "./runs";
import { startRow } from "./startgame";
import { Action, Game, Page, State } from "./types";
import { consentRow, undoRow, UndoRequest } from "./undo";
import { hintRow } from "./hint";
import { View } from "./view";

// ActionDeps is what the actions panel is given by the page.
export interface ActionDeps {
  id: number;
  board: Board;
  market: Element; // the market chart: the acting families' cells are ringed
  trades: Trades;
  players: Map<string, string>;
  state: () => State;
  view: () => View | null;
  meta: () => Game;
  items: () => Map<string, string>;
  texts: () => Map<string, string>;
  lastAction: () => Action | undefined; // the log's last action
  undoRequest: () => UndoRequest | null;
  legal: () => Action[]; // the actions the reader may take now
  mine: () => Set<string>; // the reader's seats
  submit: (a: Action) => void;
  send: (req: () => Promise<void>) => Promise<void>; // a request that changes the game, then a redraw
  post: (what: "undo" | "redo") => void;
  refresh: () => void;
  showError: (text: string) => void;
  resultBox: () => HTMLElement; // who won a finished game
  boardActions: (on: boolean) => void; // whether actions are chosen on the board
}

export class ActionsPanel {
  readonly el = h("section", { class: "actions", id: "actions", "aria-label": t("game.actions") });
  private hexes: HexPanel;
  private choices: Choices;
  private runs: RunPanel;
  private hints = false; // the page offers a hint (hint.ts)

  constructor(private d: ActionDeps) {
    const version = () => d.state().version;
    this.choices = new Choices({
      id: d.id,
      board: d.board,
      market: d.market,
      trades: d.trades,
      state: d.state,
      view: d.view,
      players: d.players,
      items: d.items,
      texts: d.texts,
      submit: d.submit,
      hoverRun: (a) => this.runs.editor || this.runs.show(version(), a),
    });
    this.hexes = new HexPanel({
      id: d.id,
      board: d.board,
      legal: d.legal,
      version,
      view: d.view,
      label: (a) => this.choices.label(a),
      actButton: (a) => this.choices.actButton(a),
      submit: d.submit,
      redraw: () => this.render(),
    });
    this.runs = new RunPanel(d.id, d.board, () => this.render(), d.submit);
  }

  // setCities keeps the tile copies → hexes they lie on (from the view).
  setCities(cities: Map<string, string>) {
    this.hexes.cities = cities;
  }

  // setPage keeps what a page answer says of its legal list.
  setPage(p: Page) {
    this.choices.setPage(p);
    this.hints = !!p.hints;
  }

  // newVersion forgets what was picked, typed and drawn at the version before.
  newVersion() {
    this.hexes.clear();
    this.hexes.newVersion();
    this.choices.newVersion();
    this.runs.newVersion();
  }

  // clearPick forgets the hex, tile and rotation picked.
  clearPick() {
    this.hexes.clear();
  }

  // pickHex picks a hex on the board (or changes the run being edited).
  pickHex(hx: string) {
    if (this.runs.editor?.click(hx)) return;
    this.hexes.pick(hx);
  }

  // label is what a legal action does, in the server's words.
  label(a: Action): string {
    return this.choices.label(a);
  }

  // render draws the panel anew, the focus kept.
  render() {
    keepFocus(this.el, () => this.draw());
  }

  private draw() {
    const legal = this.d.legal();
    this.d.board.preview(null, null);
    this.d.board.light(null);
    const hexes = this.hexes.hexes(legal);
    // While a train is extended, any hex may be the next stop.
    this.d.board.mark(hexes, hexes.size > 0, this.hexes.hex, this.runs.editor?.extending() ? this.d.board.hexes() : hexes);
    // The phone layout puts the actions above the board unless they are chosen on it.
    this.d.boardActions(hexes.size > 0 || !!this.runs.editor);
    const kids: HTMLElement[] = [];
    if (this.d.state().status === "active" && this.d.mine().size) kids.push(undoRow(this.d.state().version, this.d.lastAction(), this.d.post));
    const consent = consentRow(this.d.id, this.d.undoRequest(), this.d.showError, this.d.refresh);
    if (consent) kids.push(consent);
    const start = startRow(this.d.meta(), this.d.send);
    if (start) kids.push(start);
    const lines = this.d.view()?.log || [];
    const trade = this.d.trades.row(this.d.mine(), legal, this.d.players, (n) => (this.d.view()?.currency || "%s").replace("%s", String(n)), lines.length ? lines[lines.length - 1].text : "", (a) => this.choices.label(a));
    if (trade) kids.push(trade);
    if (legal.length && this.hints && this.d.state().status === "active") kids.push(hintRow(this.d.id, this.d.state().version, this.d.showError));
    if (!legal.length) {
      replace(this.el, h("h2", null, t("game.actions")), kids, this.d.state().status === "active" ? h("p", null, t("game.not_your_turn")) : null, this.d.state().status === "finished" ? this.d.resultBox() : null);
      this.runs.show(this.d.state().version, null);
      return;
    }
    const who = [...new Set(legal.map((a) => String(a.entity)))];
    this.markActingPrice(who);
    kids.push(h("p", { class: "acting-entity" }, t("game.acting_for", { entity: who.map((e) => entityName(e, this.d.players)).join(", ") })));
    if (hexes.size) kids.push(this.hexes.el(legal, hexes));
    const answered = trade?.dataset.offer === "title" ? titleOffer(legal) : []; // answered in the trade box
    const rest = legal.filter((a) => !hexOf(a, this.hexes.cities) && !answered.includes(a));
    const types = [...new Set(rest.map((a) => a.type))];
    let runShown = false;
    for (const ty of types) {
      const acts = rest.filter((a) => a.type === ty);
      const grouped = withFacets(groupAmounts(acts, (a) => this.choices.range(a)));
      const alike = this.choices.alike(grouped);
      const buttons = grouped.filter((x) => alike.has(x)).map((x) => {
        const n = alike.get(x)!;
        const el = this.choices.choiceEl(x, ty, acts.length);
        if (n > 1) el.append(h("span", { class: "alike", "data-alike": n }, t("alike", { n })));
        return el;
      });
      if (ty === "run_routes") {
        const run = this.runs.rows(acts, this.d.meta().title, this.d.state().version, this.d.view());
        kids.push(...run.rows);
        runShown = run.shown;
      }
      const group = h("div", { class: "group", "data-group": ty }, h("h3", null, t("type." + ty)), buttons);
      kids.push(buttons.length > 16 ? h("details", { open: !matchMedia("(max-width: 899px)").matches }, h("summary", null, t("type." + ty), ` (${buttons.length})`), group) : group);
    }
    if (!runShown) this.runs.show(this.d.state().version, null);
    replace(this.el, h("h2", null, t("game.actions")), kids);
  }

  // markActingPrice rings the market cells of the families that act now
  // (their price field), and only those.
  private markActingPrice(who: string[]) {
    for (const c of this.d.market.querySelectorAll(".cell.acting")) c.classList.remove("acting");
    for (const id of who) {
      for (const m of this.d.market.querySelectorAll(`.marker[data-family="${CSS.escape(id)}"]`)) m.closest(".cell")?.classList.add("acting");
    }
  }

}
