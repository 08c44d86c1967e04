package server

import (
	"context"
	"encoding/json"
	"time"

	"ferro/engine"
	vm "ferro/engine/view"
	"ferro/logtext"
	"ferro/store"
)

// The table hears every trade proposal, not only those accepted: each is
// noted when it is made, declined or withdrawn (store.TradeNote, apart
// from the log), and the game's log tells the rest: the action at the
// proposal's version is the trade (accepted) or another move (the
// proposal lapsed). The page shows these lines in its log, beside the
// action they came before.

// tradeLineJSON is one line the table heard of a proposal, in the
// reader's language; After is the number of actions before it (the line
// comes between action After and the next).
type tradeLineJSON struct {
	After  int    `json:"after"`
	Status string `json:"status"` // proposed, declined, withdrawn, accepted, lapsed
	Text   string `json:"text"`
}

// noteTrade keeps what the table heard of p (its status now). A note that
// cannot be stored costs the trade nothing: it is logged.
func (k *tradeService) noteTrade(ctx context.Context, p *store.Proposal) {
	status := p.Status
	if status == store.ProposalPending {
		status = store.TradeProposed
	}
	n := store.TradeNote{GameID: p.GameID, Version: p.Version, Action: p.Action, Buyer: p.Buyer, Seller: p.Seller,
		Status: status, At: time.Now().Unix()}
	if err := k.st.AddTradeNote(ctx, n); err != nil {
		k.log.Printf("game %d: trade note: %v", p.GameID, err)
	}
}

// tradeLines are the lines the table heard of lg's proposals up to
// position upTo (those made at it included), in lang. lg.mu is held.
func (s *Server) tradeLines(ctx context.Context, lg *liveGame, lang string, upTo int) []tradeLineJSON {
	if lg.sess == nil {
		return nil
	}
	notes, err := s.st.TradeNotes(ctx, lg.id)
	if err != nil || len(notes) == 0 {
		return nil
	}
	names := map[string]string{}
	for _, st := range lg.meta.Seats {
		names[st.PlayerID] = st.Name
	}
	name := func(id string) string {
		if n, ok := names[id]; ok {
			return n
		}
		return id
	}
	log := lg.sess.Log()
	g := lg.sess.Game()
	var out []tradeLineJSON
	for i, n := range notes {
		if n.Version > upTo {
			continue
		}
		var a engine.Action
		if json.Unmarshal(n.Action, &a) != nil {
			continue
		}
		said := describeIn(lang, g, a)
		line := func(status string, kv ...any) {
			kv = append(kv, "text", said)
			out = append(out, tradeLineJSON{After: n.Version, Status: status, Text: logtext.Render(lang, vm.Say("trade."+status, kv...))})
		}
		switch n.Status {
		case store.ProposalDeclined:
			line("declined", "seller", name(n.Seller))
			continue
		case store.ProposalWithdrawn:
			line("withdrawn", "buyer", name(n.Buyer))
			continue
		}
		line("proposed", "buyer", name(n.Buyer), "seller", name(n.Seller))
		answered := false
		for _, m := range notes[i+1:] {
			answered = answered || m.Version == n.Version && m.Status != store.TradeProposed && string(m.Action) == string(n.Action)
		}
		if answered || n.Version >= len(log) || n.Version >= upTo {
			continue // answered, or still open at this position
		}
		if sameTrade(log[n.Version], a) {
			line("accepted", "seller", name(n.Seller))
		} else if !laterProposal(notes[i+1:], n.Version) {
			line("lapsed")
		}
	}
	return out
}

// laterProposal reports whether another proposal was made at version
// (it replaced the one before it, which therefore did not lapse unheard).
func laterProposal(notes []store.TradeNote, version int) bool {
	for _, m := range notes {
		if m.Version == version && m.Status == store.TradeProposed {
			return true
		}
	}
	return false
}

// sameTrade reports whether the logged action is the proposed one.
func sameTrade(logged, proposed engine.Action) bool {
	price := func(a engine.Action) int {
		if a.Price == nil {
			return -1
		}
		return *a.Price
	}
	return logged.Type == proposed.Type && logged.Train == proposed.Train && logged.Company == proposed.Company &&
		price(logged) == price(proposed) && string(mustJSON(logged.Entity)) == string(mustJSON(proposed.Entity))
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
