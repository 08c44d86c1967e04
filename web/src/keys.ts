// The game page's keys: Enter ✔, Escape ✖, r rotate, 1 pass, Ctrl+Z/Y
// undo and redo, ←/→/End through history, + - 0 zoom. Each key clicks the
// page's control of that id, so a key does what its button does.
import { Board } from "./board";

export function gameKeys(panel: HTMLElement, board: Board) {
  let byKeys = false; // the focus was last moved with the keyboard (Tab), not a pointer
  document.addEventListener("keydown", (e) => {
    if (e.key === "Tab") byKeys = true;
    key(e, byKeys, panel, board);
  });
  document.addEventListener("pointerdown", () => { byKeys = false; }, true);
}

function key(e: KeyboardEvent, byKeys: boolean, panel: HTMLElement, board: Board) {
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
  // Enter on a control the keyboard brought the focus to is that
  // control's (the browser clicks it); elsewhere it is ✔.
  // (Only when the keyboard brought it there: after a click on a tile,
  // Enter is ✔, not that tile again.)
  const onControl = e.target instanceof Element && e.target.closest("button, a[href], summary, [tabindex]");
  if (e.key === "Enter" && onControl && byKeys && onControl.matches(":focus-visible")) return;
  if (e.key === "Enter") document.getElementById("confirm")?.click();
  else if (e.key === "Escape") document.getElementById("cancel")?.click();
  else if (e.key === "r") document.getElementById("rotate")?.click();
  else if (e.key === "1") (panel.querySelector('button[data-type="pass"]') as HTMLButtonElement | null)?.click();
  else if ((e.ctrlKey || e.metaKey) && e.key === "z") document.getElementById("undo")?.click();
  else if ((e.ctrlKey || e.metaKey) && e.key === "y") document.getElementById("redo")?.click();
  else if (e.key === "ArrowLeft") document.getElementById("history-back")?.click();
  else if (e.key === "ArrowRight") document.getElementById("history-forward")?.click();
  else if (e.key === "End") document.getElementById("history-now")?.click();
  else if (e.key === "+") board.zoom(1 / 1.25);
  else if (e.key === "-") board.zoom(1.25);
  else if (e.key === "0") board.reset();
}
