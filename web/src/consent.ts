// Trades that need the other side's consent (server/consent.go): the
// legal list marks them (needs_consent); the page proposes them instead
// of sending them, shows the seller a prompt naming buyer, item and price
// with Accept and Decline, and shows the buyer the answer as it comes.
// 1713 Menorca's own offers (the seller answers with a legal "choose"
// accept/decline) are drawn in the same box. No rules here: the server
// says what needs consent and what the trade is.
import { api } from "./api";
import { h } from "./dom";
import { t } from "./i18n";
import { Action, State } from "./types";

export interface Proposal {
  version: number;
  action: Action;
  buyer: string;
  seller: string;
  buyer_name: string;
  seller_name: string;
  item: string;
  price: number;
  text: string;
  status: "pending" | "declined" | "withdrawn";
}

// titleOffer is a title's own offer awaiting the acting player's answer
// (1713 Menorca: choose "accept" or "decline"): those two legal actions,
// else none. The trade box holds them, so the action list leaves them out.
export function titleOffer(legal: Action[]): Action[] {
  const answers = legal.filter((a) => a.type === "choose" && (a.choice === "accept" || a.choice === "decline"));
  return answers.length === 2 ? answers : [];
}

export class Trades {
  proposal: Proposal | null = null;

  constructor(private id: number, private send: (req: () => Promise<void>) => Promise<void>, private submit: (a: Action) => void) {}

  // fetch asks for the game's proposal (null when none).
  fetch(): Promise<Proposal | null> {
    return api<Proposal>("GET", `/api/games/${this.id}/proposal`).catch(() => null);
  }

  // keep holds p if it is for the version shown.
  keep(p: Proposal | null, version: number) {
    this.proposal = p && p.version === version ? p : null;
  }

  // sellerOf is the player whose consent legal action a needs, or null.
  sellerOf(st: State, a: Action): string | null {
    const marks = (st as State & { needs_consent?: { legal: number; seller: string }[] }).needs_consent;
    if (!marks || !st.legal) return null;
    const i = st.legal.indexOf(a);
    const m = i >= 0 ? marks.find((x) => x.legal === i) : undefined;
    return m ? m.seller : null;
  }

  // propose sends a as a proposal to its seller.
  propose(version: number, a: Action): Promise<void> {
    return this.send(async () => {
      await api("POST", `/api/games/${this.id}/proposal`, { version, action: a });
    });
  }

  // row is the trade box: the seller's prompt, the buyer's wait or the
  // answer, or a Menorca offer to answer; null when there is none.
  // lastLine is the log's newest line (a title's own offer, as it was made);
  // label says a legal action in the server's words (what accepting does).
  row(mine: Set<string>, legal: Action[], players: Map<string, string>, money: (n: number) => string, lastLine = "", label: (a: Action) => string = () => ""): HTMLElement | null {
    const p = this.proposal;
    if (p) {
      const buyer = p.buyer_name || players.get(p.buyer) || p.buyer;
      const seller = p.seller_name || players.get(p.seller) || p.seller;
      const what = h("p", { class: "trade-text" }, p.text || `${p.item} · ${money(p.price)}`);
      if (p.status === "pending" && mine.has(p.seller) && !mine.has(p.buyer)) {
        return h(
          "div",
          { class: "consent trade", id: "trade-prompt", role: "alertdialog", "aria-label": t("trade.title") },
          h("p", null, h("strong", null, t("trade.asks", { buyer }))),
          what,
          h("p", { class: "trade-effect" }, t("trade.effect", { item: p.item, price: money(p.price), buyer })),
          h(
            "div",
            { class: "row" },
            h("button", { id: "trade-accept", onclick: () => this.answer("accept", p.version) }, t("trade.accept")),
            h("button", { id: "trade-decline", onclick: () => this.answer("decline", p.version) }, t("trade.decline")),
          ),
        );
      }
      if (mine.has(p.buyer)) {
        const pending = p.status === "pending";
        return h(
          "div",
          { class: "consent trade", id: "trade-wait", "data-status": p.status, "aria-live": "polite" },
          h("p", null, pending ? t("trade.waiting", { seller }) : t("trade." + p.status, { seller })),
          what,
          pending ? h("button", { id: "trade-withdraw", onclick: () => this.answer("decline", p.version) }, t("trade.withdraw")) : null,
        );
      }
      if (p.status === "pending") return h("div", { class: "consent trade", id: "trade-other" }, h("p", null, t("trade.between", { buyer, seller })), what);
    }
    // a title's own offer: the seller's answers are legal actions
    const answers = titleOffer(legal);
    if (answers.length) {
      const effect = label(answers.find((a) => a.choice === "accept")!);
      return h(
        "div",
        { class: "consent trade", id: "trade-prompt", role: "alertdialog", "aria-label": t("trade.title"), "data-offer": "title" },
        h("p", null, h("strong", null, t("trade.offer"))),
        lastLine ? h("p", { class: "trade-text" }, lastLine) : null,
        effect ? h("p", { class: "trade-effect" }, effect) : null,
        h(
          "div",
          { class: "row" },
          answers.map((a) =>
            h(
              "button",
              { id: a.choice === "accept" ? "trade-accept" : "trade-decline", class: "act act-choose", "data-type": "choose", onclick: () => this.submit(a) },
              t(a.choice === "accept" ? "trade.accept" : "trade.decline"),
            ),
          ),
        ),
      );
    }
    return null;
  }

  private answer(what: "accept" | "decline", version: number): Promise<void> {
    return this.send(async () => {
      await api("POST", `/api/games/${this.id}/proposal/${what}`, what === "accept" ? { version } : undefined);
    });
  }
}
