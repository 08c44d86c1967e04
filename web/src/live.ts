// The game's live socket: it opens /api/games/{id}/live, hands each
// message to onMessage, and opens it again when it closes, waiting longer
// each time (500 ms doubling to 10 s; a message brings the wait back).
import { ChatLine } from "./chatpanel";

// LiveMessage is what the server says on the socket: hello, action (a
// new version), chat (a line) or chat_resync (lines may have been missed).
export interface LiveMessage {
  type: string;
  version: number;
  chat: ChatLine;
}

export function liveSocket(id: number, onMessage: (m: LiveMessage) => void) {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  let wait = 500;
  const open = () => {
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${id}/live`);
    ws.onmessage = (ev) => {
      wait = 500;
      onMessage(JSON.parse(ev.data) as LiveMessage);
    };
    ws.onclose = () => {
      setTimeout(open, wait);
      wait = Math.min(wait * 2, 10000);
    };
  };
  open();
}
