package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"ferro/engine"
	"ferro/logtext"
	"ferro/store"
)

// Trades between players need the seller's consent (issue 24). A title
// that is an engine.Trader names the player an action takes something from
// (a train of the family he presides, a power in his hand). When that seat
// is held by another person than the actor's, or by a bot (each bot seat
// is a player of its own), the action is not submitted but proposed:
// POST /proposal keeps it outside the log (store.Proposal), bound to the
// game's version, and tells the game's viewers at once; the seller accepts
// (the action is then committed like any other, under the buyer's name:
// records stay 18xx.games records) or declines, the buyer may withdraw,
// and any move in between voids it. The legal list marks these actions
// (stateView.NeedsConsent) so that the page and the bots propose instead,
// and a direct POST of one is refused naming the rule. Where one person
// holds both seats (one president, a hotseat game's owner) no consent is
// asked.

// consentMark says that the legal action at index Legal needs the consent
// of player Seller.
type consentMark struct {
	Legal  int    `json:"legal"`
	Seller string `json:"seller"`
}

// ruleConsent is the rule a direct trade breaks.
const ruleConsent = "trade needs the seller's consent"

// seatHolder is who decides for player pid of lg: the seat's account (a
// hotseat game's owner for a seat no bot holds) and whether it is a bot.
func (k *tradeService) seatHolder(ctx context.Context, lg *liveGame, pid string) (acct int64, isBot bool) {
	i := slices.IndexFunc(lg.meta.Seats, func(st store.Seat) bool { return st.PlayerID == pid })
	if i < 0 {
		return 0, false
	}
	acct = lg.meta.Seats[i].AccountID
	isBot = acct != 0 && k.botOf(ctx, acct) != nil
	if lg.meta.Hotseat && !isBot {
		acct = lg.meta.OwnerID
	}
	return acct, isBot
}

// botOf is the bot account acct holds, or nil for a person's.
func (k *tradeService) botOf(ctx context.Context, acct int64) *botReq {
	k.bots.init()
	b, known := k.bots.kind(acct)
	if known {
		return b
	}
	a, err := k.st.Account(ctx, acct)
	if err != nil {
		return nil // (unknown for now: asked again next time)
	}
	if bs, ok := parseBotName(a.Name); ok {
		b = &bs
	}
	k.bots.note(acct, b)
	return b
}

// consentSeller is the player whose consent action a of the player acting
// in lg needs (ok false: none).
func (k *tradeService) consentSeller(ctx context.Context, lg *liveGame, a engine.Action) (seller string, ok bool) {
	if lg.sess == nil {
		return "", false
	}
	g := lg.sess.Game()
	tr, isTrader := g.(engine.Trader)
	acting := g.Acting()
	if !isTrader || len(acting) == 0 {
		return "", false
	}
	seller, ok = tr.Counterparty(a)
	if !ok || seller == acting[0] {
		return "", false
	}
	return seller, k.needsConsent(ctx, lg, acting[0], seller)
}

// needsConsent: a trade from seller to buyer is between two people (or a
// bot is the seller).
func (k *tradeService) needsConsent(ctx context.Context, lg *liveGame, buyer, seller string) bool {
	sa, sellerBot := k.seatHolder(ctx, lg, seller)
	ba, _ := k.seatHolder(ctx, lg, buyer)
	return sellerBot || sa != ba || sa == 0
}

// markConsent lists in v the legal actions that need consent.
func (k *tradeService) markConsent(ctx context.Context, lg *liveGame, v *stateView) {
	if len(v.Legal) == 0 || lg.sess == nil {
		return
	}
	g := lg.sess.Game()
	tr, ok := g.(engine.Trader)
	acting := g.Acting()
	if !ok || len(acting) == 0 {
		return
	}
	need := map[string]bool{}
	for i, a := range v.Legal {
		seller, ok := tr.Counterparty(a)
		if !ok || seller == acting[0] {
			continue
		}
		n, seen := need[seller]
		if !seen {
			n = k.needsConsent(ctx, lg, acting[0], seller)
			need[seller] = n
		}
		if n {
			v.NeedsConsent = append(v.NeedsConsent, consentMark{Legal: i, Seller: seller})
		}
	}
}

// refuseTrade is the error for a trade submitted without consent.
func refuseTrade(id int64, seller string) error {
	return &apiError{Status: http.StatusConflict, Code: "consent_needed", Rule: ruleConsent,
		Message: "this takes something of player " + seller + ", who must agree: propose it at POST /api/games/" + strconv.FormatInt(id, 10) + "/proposal"}
}

// proposalJSON is a proposal as the API shows it.
type proposalJSON struct {
	Game       int64           `json:"game"`
	Version    int             `json:"version"`
	Action     json.RawMessage `json:"action"`
	Buyer      string          `json:"buyer"`  // player ids
	Seller     string          `json:"seller"` //
	BuyerName  string          `json:"buyer_name"`
	SellerName string          `json:"seller_name"`
	ProposedBy int64           `json:"proposed_by"`
	Item       string          `json:"item"` // the train or power
	Price      int             `json:"price"`
	Text       string          `json:"text"`   // the action as a log line, in the reader's language
	Status     string          `json:"status"` // pending, declined, withdrawn
}

func proposalView(lg *liveGame, p *store.Proposal, lang string) proposalJSON {
	v := proposalJSON{Game: p.GameID, Version: p.Version, Action: p.Action, Buyer: p.Buyer, Seller: p.Seller,
		ProposedBy: p.ProposedBy, Status: p.Status}
	for _, st := range lg.meta.Seats {
		switch st.PlayerID {
		case p.Buyer:
			v.BuyerName = st.Name
		case p.Seller:
			v.SellerName = st.Name
		}
	}
	var a engine.Action
	if json.Unmarshal(p.Action, &a) == nil {
		v.Item = a.Train + a.Company
		if a.Price != nil {
			v.Price = *a.Price
		}
		if lg.sess != nil {
			v.Text = describeIn(lang, lg.sess.Game(), a)
		}
	}
	return v
}

// describeIn is a's log line in lang ("" when the title has none).
func describeIn(lang string, g engine.Game, a engine.Action) (said string) {
	defer func() {
		if recover() != nil {
			said = ""
		}
	}()
	return logtext.Render(lang, g.Describe(a))
}

// currentProposal is lg's proposal if it is for lg's version (one made at
// an older version has lapsed and is deleted).
func (k *tradeService) currentProposal(ctx context.Context, lg *liveGame) (*store.Proposal, error) {
	p, err := k.st.Proposal(ctx, lg.id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, notFound("proposal")
	}
	if err != nil {
		return nil, err
	}
	if p.Version != int(lg.version.Load()) {
		if err := k.st.DeleteProposal(ctx, lg.id); err != nil {
			return nil, err
		}
		return nil, errorf(http.StatusNotFound, "not_found", "the game moved on since the proposal: it has lapsed")
	}
	return p, nil
}

func (k *tradeService) getProposal(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		p, err := k.currentProposal(r.Context(), lg)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, proposalView(lg, p, seatLang(r)))
		return nil
	})
}

// propose stores the caller's proposal of an action that needs another
// player's consent; the answer is 202 with the proposal.
func (k *tradeService) propose(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req submitRequest
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if req.Version == nil {
		return badRequest("version is required: the game version your proposal was made against")
	}
	if len(req.Action) == 0 || string(req.Action) == "null" {
		return badRequest("action is required")
	}
	a, err := engine.DecodeActionStrict(req.Action)
	if err != nil {
		return errorf(http.StatusBadRequest, "bad_json", "action: %v", err)
	}
	return k.games.withGame(r.Context(), id, false, func(lg *liveGame) error {
		mine, err := k.games.mayAct(r.Context(), lg, c, *req.Version)
		if err != nil {
			return err
		}
		if lg.meta.Status == store.StatusFinished {
			return conflict("game %d is over", lg.id)
		}
		acting := lg.sess.Game().Acting()
		if len(acting) == 0 || !slices.Contains(mine, acting[0]) {
			return forbidden("it is not your turn: waiting for player %v", acting)
		}
		p, err := k.makeProposal(r.Context(), lg, c.acct.ID, a)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusAccepted, proposalView(lg, p, seatLang(r)))
		return nil
	})
}

// makeProposal checks a (legal now, needing consent), stores it as lg's
// proposal by account by, tells the viewers and has a bot seller answer.
// lg.mu is held.
func (k *tradeService) makeProposal(ctx context.Context, lg *liveGame, by int64, a engine.Action) (*store.Proposal, error) {
	seller, need := k.consentSeller(ctx, lg, a)
	if !need {
		return nil, conflict("this action needs no one's consent: submit it at POST /api/games/%d/actions", lg.id)
	}
	a.ID = lg.nextID
	if err := lg.sess.Game().Clone().Apply(a); err != nil {
		var ie *engine.IllegalError
		if errors.As(err, &ie) {
			return nil, &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Message: ie.Error(), Rule: ie.Rule}
		}
		return nil, &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Message: err.Error()}
	}
	a.ID = 0
	stamp := a.Edit()
	stamp.User, stamp.CreatedAt = int(by), 0
	body, err := json.Marshal(a)
	if err != nil {
		return nil, err
	}
	sa, _ := k.seatHolder(ctx, lg, seller)
	p := store.Proposal{GameID: lg.id, Version: int(lg.version.Load()), Action: body, ProposedBy: by,
		Buyer: lg.sess.Game().Acting()[0], Seller: seller, SellerAccount: sa, Status: store.ProposalPending, CreatedAt: time.Now().Unix()}
	if err := k.st.PutProposal(ctx, p); err != nil {
		return nil, err
	}
	k.noteTrade(ctx, &p) // the table hears it (tradenotes.go)
	k.live.announce(lg, "proposal", nil)
	if _, isBot := k.seatHolder(ctx, lg, seller); isBot {
		k.botAnswerProposal(lg.id, p.Version)
	} else {
		_, said := describeMove(lg.sess.Game(), a)
		k.notifyProposal(lg, &p, said)
	}
	return &p, nil
}

// notifyProposal tells the seller of p by webhook (an asynchronous game's
// player may not be looking): event "proposal", the trade as the log says
// it in last_move. lg.mu is held; nothing here waits.
func (k *tradeService) notifyProposal(lg *liveGame, p *store.Proposal, said string) {
	if p.SellerAccount == 0 {
		return
	}
	name := p.Seller
	for _, st := range lg.meta.Seats {
		if st.PlayerID == p.Seller {
			name = st.Name
		}
	}
	job := turnJob{account: p.SellerAccount, ev: turnEvent{Event: "proposal", Game: lg.id, Title: lg.meta.Title,
		PlayerID: p.Seller, Player: name, Version: p.Version, LastMove: said}}
	select {
	case k.hooks.queue <- job:
	default:
		k.log.Printf("webhooks: queue full, dropped proposal notice for account %d in game %d", p.SellerAccount, lg.id)
	}
}

type proposalAnswer struct {
	Version *int `json:"version"`
}

// acceptProposal: the seller accepts the pending proposal; its action is
// committed as the buyer's, through the same path as any other.
func (k *tradeService) acceptProposal(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req proposalAnswer
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if req.Version == nil {
		return badRequest("version is required: that of the proposal you accept (GET /api/games/%d/proposal)", id)
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		return k.acceptAs(r.Context(), w, lg, c, *req.Version)
	})
}

// acceptAs accepts lg's proposal at version for caller c. lg.mu is held.
func (k *tradeService) acceptAs(ctx context.Context, w http.ResponseWriter, lg *liveGame, c *caller, version int) error {
	p, err := k.currentProposal(ctx, lg)
	if err != nil {
		return err
	}
	if p.Version != version {
		return errorf(http.StatusConflict, "proposal_changed", "the pending proposal is not the one you answer: it was made at version %d", p.Version)
	}
	if !k.answersFor(ctx, lg, c, p.Seller) {
		return forbidden("only the seller, player %s, accepts this proposal", p.Seller)
	}
	if p.Status != store.ProposalPending {
		return conflict("the proposal was %s", p.Status)
	}
	var a engine.Action
	if err := json.Unmarshal(p.Action, &a); err != nil {
		return err
	}
	if err := k.st.DeleteProposal(ctx, lg.id); err != nil {
		return err
	}
	a.Edit().CreatedAt = time.Now().Unix()
	return k.games.commit(ctx, w, lg, c, a, false)
}

// answersFor: c decides for player pid (the seat's account, or a hotseat
// game's owner).
func (k *tradeService) answersFor(ctx context.Context, lg *liveGame, c *caller, pid string) bool {
	return c != nil && c.acct != nil && slices.Contains(seatsOf(lg.meta, c), pid)
}

// declineProposal: the seller declines, or the buyer withdraws, the
// pending proposal; it stays readable with its status until the game
// moves, so that the other side sees the answer.
func (k *tradeService) declineProposal(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		p, err := k.currentProposal(r.Context(), lg)
		if err != nil {
			return err
		}
		if err := k.closeProposal(r.Context(), lg, c, p); err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, proposalView(lg, p, seatLang(r)))
		return nil
	})
}

// closeProposal declines (seller) or withdraws (buyer) p for c. lg.mu is
// held.
func (k *tradeService) closeProposal(ctx context.Context, lg *liveGame, c *caller, p *store.Proposal) error {
	if p.Status != store.ProposalPending {
		return conflict("the proposal was already %s", p.Status)
	}
	switch {
	case k.answersFor(ctx, lg, c, p.Seller):
		p.Status = store.ProposalDeclined
	case c.acct.ID == p.ProposedBy || k.answersFor(ctx, lg, c, p.Buyer):
		p.Status = store.ProposalWithdrawn
	default:
		return forbidden("this proposal is not yours to decline")
	}
	if err := k.st.PutProposal(ctx, *p); err != nil {
		return err
	}
	k.noteTrade(ctx, p) // the table hears it (tradenotes.go)
	k.trades.declined(p)
	k.live.announce(lg, "proposal", nil)
	k.bots.kickBots(lg) // a bot buyer thinks again
	return nil
}

// tradeBook remembers, per game, the items whose trade was declined at
// the game's version, so that a bot does not propose them again before
// the game moves.
type tradeBook struct {
	mu   sync.Mutex
	book map[int64]declinedAt
}

type declinedAt struct {
	version int
	items   []string
}

func (t *tradeBook) declined(p *store.Proposal) {
	var a engine.Action
	if json.Unmarshal(p.Action, &a) != nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.book == nil {
		t.book = map[int64]declinedAt{}
	}
	d := t.book[p.GameID]
	if d.version != p.Version {
		d = declinedAt{version: p.Version}
	}
	d.items = append(d.items, a.Type+"|"+a.Train+a.Company)
	t.book[p.GameID] = d
}

// refused says whether a trade of a's item was declined in game at
// version.
func (t *tradeBook) refused(game int64, version int) func(engine.Action) bool {
	t.mu.Lock()
	d := t.book[game]
	t.mu.Unlock()
	if d.version != version || len(d.items) == 0 {
		return nil
	}
	items := slices.Clone(d.items)
	return func(a engine.Action) bool { return slices.Contains(items, a.Type+"|"+a.Train+a.Company) }
}
