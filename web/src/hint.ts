// The hint button (issue 28): in a hotseat game or a game against bots
// only (the page answer says so: hints), the analysis bot's move for the
// reader's seat to act, asked of the server (POST /api/games/{id}/hint),
// which refuses it while another person is seated. The answer is shown
// until the position changes.
import { api } from "./api";
import { h } from "./dom";
import { errorText } from "./errors";
import { t } from "./i18n";

// said is the last hint's words, for the game and version it was asked at.
let said: { id: number; version: number; text: string } | null = null;

// hintRow is the button and, once asked, what the bot would play.
export function hintRow(id: number, version: number, onError: (text: string) => void): HTMLElement {
  const text = h("span", { class: "hint-text", id: "hint-text", "aria-live": "polite", "data-version": String(version) }, said && said.id === id && said.version === version ? said.text : "");
  // the panel may be drawn anew while the bot thinks: the answer goes to
  // the row on the page then
  const show = (s: string) => {
    text.textContent = s;
    const now = document.getElementById("hint-text");
    if (now && now.dataset.version === String(version)) now.textContent = s; // (not over a newer position's)
  };
  const ask = async () => {
    button.disabled = true;
    show(t("hint.thinking"));
    try {
      const r = await api<{ says: string; action: { type: string } }>("POST", `/api/games/${id}/hint`, { version });
      said = { id, version, text: t("hint.says", { move: r.says || r.action.type }) };
      show(said.text);
    } catch (e) {
      show("");
      onError(errorText(e));
    }
    button.disabled = false;
  };
  const button = h("button", { id: "hint", type: "button", onclick: ask, title: t("hint.title") }, t("hint.button")) as HTMLButtonElement;
  return h("div", { class: "row hint" }, button, text);
}
