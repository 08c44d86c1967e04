// Shapes of the server's answers that the client reads.

export interface Seat {
  seat: number;
  player_id: string;
  name: string;
  account_id?: number;
}

export interface Game {
  id: number;
  title: string;
  owner: number;
  status: "open" | "active" | "finished";
  hotseat: boolean;
  max_players: number;
  optional_rules: string[];
  version: number;
  acting: string[];
  seats: Seat[];
  result?: Record<string, number>;
}

export interface OptionalRule {
  id: string;
  name: string;
  description: string;
}

export interface Title {
  name: string;
  min_players: number;
  max_players: number;
  optional_rules: OptionalRule[];
}

// Action is one entry of the legal list or the log, in the 18xx.games
// record format; generated from engine.Action (web/tsgen).
export type { Action } from "./gen/action";
import type { Action } from "./gen/action";

export interface State {
  game: number;
  version: number;
  status: string;
  acting: string[];
  your_seats: string[];
  end_reason?: string;
  result?: Record<string, number>;
  state?: Record<string, unknown>;
  legal?: Action[];
}

// Page is a position as the game page draws it (GET /page, and the
// answer to a move): the state, the labels of the legal actions, the
// view, the board and market drawn, a pending undo request.
export interface Page extends State {
  labels?: string[];
  view?: import("./view").View;
  board_svg?: string;
  hints?: boolean; // the reader may ask the bot for a hint (hint.ts)
  market_svg?: string;
  ranges?: Record<string, [number, number]>;
  undo_request?: { version: number; action_id: number; requested_by: number; needed: number[]; consents: number[] };
  proposal?: import("./consent").Proposal; // a trade waiting for consent
  trade_notes?: { after: number; status: string; text: string }[]; // what the table heard of trade proposals
}
