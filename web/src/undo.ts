// Undo and redo on the game page: the row of their buttons, and the row
// asking the reader's consent to another player's undo.
import { api, me } from "./api";
import { h } from "./dom";
import { errorText } from "./errors";
import { t } from "./i18n";
import { Action } from "./types";

export interface UndoRequest {
  version: number;
  action_id: number;
  requested_by: number;
  needed: number[];
  consents: number[];
}

// undoRow is ↶ and ↷: undo is off at the start, redo unless the last
// action was an undo; post sends either.
export function undoRow(version: number, last: Action | undefined, post: (what: "undo" | "redo") => void): HTMLElement {
  return h(
    "div",
    { class: "row undo" },
    h("button", { id: "undo", onclick: () => post("undo"), disabled: version === 0, title: t("key.undo") }, t("game.undo")),
    h("button", { id: "redo", onclick: () => post("redo"), disabled: !last || last.type !== "undo", title: t("key.redo") }, t("game.redo")),
  );
}

// consentRow asks for the caller's consent to another player's undo
// (null when it is not asked of them); answered, the page is refreshed.
export function consentRow(id: number, u: UndoRequest | null, onError: (text: string) => void, refresh: () => void): HTMLElement | null {
  if (!u || !me || !u.needed.includes(me.id)) return null;
  const asked = u.consents.includes(me.id);
  const answer = (what: "consent" | "decline") => async () => {
    try {
      await api("POST", `/api/games/${id}/undo-request/${what}`, what === "consent" ? { version: u.version, action_id: u.action_id } : undefined);
    } catch (e) {
      onError(errorText(e));
    }
    refresh();
  };
  return h(
    "div",
    { class: "consent", id: "undo-consent" },
    h("p", null, t("undo.asked", { n: u.action_id })),
    asked
      ? h("p", null, t("undo.agreed"))
      : h("div", { class: "row" }, h("button", { id: "undo-agree", onclick: answer("consent") }, t("undo.agree")), h("button", { id: "undo-decline", onclick: answer("decline") }, t("undo.decline"))),
  );
}
