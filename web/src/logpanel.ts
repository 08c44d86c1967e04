// The game's log: its lines newest first (the server's words, the trade
// proposals the table heard between them, a header where a round begins),
// each opening the position after it; above it, what the others did since
// the reader's last move (since.ts).
import { api } from "./api";
import { Board } from "./board";
import { h, replace } from "./dom";
import { keepFocus } from "./focus";
import { t } from "./i18n";
import { describe } from "./labels";
import { changeLines, Changes, highlight } from "./since";
import { Action } from "./types";
import { View } from "./view";

// LogData is what the log is drawn from, given by the page each time.
export interface LogData {
  log: Action[]; // the game's actions (their types), oldest first
  at: number | null; // the action shown in history mode, null: now
  version: number;
  view: View | null;
  tradeNotes: { after: number; status: string; text: string }[]; // what the table heard of trade proposals
  players: Map<string, string>;
  items: Map<string, string>;
  mine: Set<string>; // the reader's seats
  seats: string[]; // every seat's player id
  open: (at: number) => void; // show the position after at actions
}

// LogPanel's since summary highlights what moved on the page's market,
// players and families (given at construction) and marks hexes on the board.
export class LogPanel {
  readonly list = h("ol", { class: "log", id: "log", reversed: true });
  private since = h("section", { class: "since", id: "since", "aria-live": "polite", hidden: true });
  readonly el = h("section", { class: "log-box" }, h("h2", null, t("game.log")), this.since, this.list);
  private changes: { key: string; c: Promise<Changes | null> } | null = null; // what moved since the caller's last action (since.ts)
  private sinceDrawn = 0; // how often the summary was drawn
  private view: View | null = null; // the view last drawn

  constructor(private id: number, private board: Board, private market: Element, private people: Element, private corps: Element) {}

  render(d: LogData) {
    this.view = d.view;
    const upto = d.at === null ? d.log.length : Math.min(d.at, d.log.length);
    const from = Math.max(0, upto - 300);
    const words = new Map((d.view?.log || []).map((l) => [l.index, l]));
    const items: HTMLElement[] = [];
    // what the table heard of trade proposals, between the actions they came between
    const heard = (after: number) => {
      for (const n of d.tradeNotes) {
        if (n.after === after) items.push(h("li", { class: "log-trade", "data-status": n.status, "data-after": n.after }, n.text));
      }
    };
    d.log.slice(from, upto).forEach((a, k) => {
      const i = from + k;
      const line = words.get(i);
      heard(i);
      const open = () => d.open(i + 1);
      // the round that begins with this line, as a header above it
      if (line?.head) items.push(h("li", { class: "log-head", "aria-level": 3, role: "heading" }, line.head));
      // A log line opens its action: by pointing, or with Enter or Space
      // once Tab has brought the focus to it.
      items.push(h(
        "li",
        {
          value: i + 1,
          "data-at": i + 1,
          tabindex: 0,
          class: line?.undone ? "undone" : null,
          onclick: open,
          onkeydown: (e: KeyboardEvent) => {
            if (e.key !== "Enter" && e.key !== " ") return;
            e.preventDefault();
            e.stopPropagation();
            open();
          },
        },
        // the server's words (the title's Describe, in this language);
        // the client's own only for a line the view does not have yet
        h("span", { class: "log-text" }, line?.text || describe(a, d.players, d.items)),
        // what followed from it: a phase begun, a dividend's payouts
        line?.notes?.length ? h("ul", { class: "log-notes" }, line.notes.map((n) => h("li", null, n))) : null,
      ));
    });
    heard(upto);
    items.reverse();
    keepFocus(this.list, () => replace(this.list, items));
    this.renderSince(d);
  }

  // renderSince sums up, above the log, what the others did since the
  // caller's last move (their lines, newest last), and marks the hexes
  // they changed on the board, once, until the next move. Nothing for a
  // spectator, a hotseat game or history.
  private renderSince(d: LogData) {
    const mine = d.mine;
    const box = this.since;
    const log = d.view?.log || [];
    if (d.at !== null || !mine.size || d.seats.every((p) => mine.has(p)) || !log.length) {
      replace(box);
      box.hidden = true;
      return;
    }
    // what the caller acted for: their seats and the families they preside
    const mineToo = new Set([...mine, ...(d.view?.families || []).filter((f) => f.president && mine.has(f.president)).map((f) => f.id)]);
    let last = -1;
    for (let i = log.length - 1; i >= 0; i--) {
      if (log[i].entity && mineToo.has(log[i].entity!) && !log[i].undone) {
        last = i;
        break;
      }
    }
    const since = log.slice(last + 1).filter((l) => !l.undone && l.type !== "undo" && l.type !== "redo");
    if (!since.length || last < 0) {
      replace(box);
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const shown = since.slice(-12);
    replace(
      box,
      h("h3", null, t("since.title", { n: since.length })),
      h("ul", null, shown.map((l) => h("li", null, l.head ? h("strong", null, l.head + ": ") : null, l.text, l.notes?.length ? " (" + l.notes.join("; ") + ")" : null))),
    );
    this.board.recent(new Set(since.map((l) => l.hex).filter((x): x is string => !!x)));
    this.showChanges(log[last].index + 1, d);
  }

  // showChanges adds to the summary what moved since the position after
  // the caller's last action (since.ts), and highlights it on the page;
  // asked once per position and version.
  private showChanges(from: number, d: LogData) {
    const key = `${from}:${d.version}`;
    let asked = this.changes;
    if (!asked || asked.key !== key) {
      asked = { key, c: api<Changes>("GET", `/api/games/${this.id}/changes?from=${from}`).catch(() => null) };
      this.changes = asked;
    }
    const n = ++this.sinceDrawn;
    asked.c.then((c) => {
      if (!c || !this.view || n !== this.sinceDrawn) return; // drawn again meanwhile
      const lines = changeLines(c, this.view, d.players);
      if (lines) this.since.append(lines);
      highlight(c, this.view, this.market, this.people, this.corps);
    });
  }
}
