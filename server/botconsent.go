package server

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/store"
)

// What bots answer and propose (consent.go, undo.go). A bot answers a
// trade proposed to its seat by its own judgement (bot.Accepts: the
// evaluation of its seat before and after), and consents to an undo asked
// of it; both at once, apart from the queue of bot moves (an answer is
// one evaluation, milliseconds). A bot whose chosen move needs a person's
// consent proposes it instead (botProposes) and waits; declined, it
// chooses again without that trade until the game moves.

// botAnswerProposal has the bot seller of lg's proposal at version answer
// it, in the background. lg.mu may be held: the answer waits for it.
func (k *tradeService) botAnswerProposal(game int64, version int) {
	go func() {
		if err := k.botAnswer(game, version); err != nil && k.ctx.Err() == nil {
			k.log.Printf("bots: answering the proposal in game %d: %v", game, err)
		}
	}()
}

func (k *tradeService) botAnswer(id int64, version int) error {
	ctx := k.ctx
	var (
		g      engine.Game
		a      engine.Action
		seat   int
		seller int64
	)
	err := k.games.withGame(ctx, id, true, func(lg *liveGame) error {
		p, err := k.currentProposal(ctx, lg)
		if err != nil || p.Version != version || p.Status != store.ProposalPending {
			return nil // gone, lapsed or answered
		}
		if _, isBot := k.seatHolder(ctx, lg, p.Seller); !isBot {
			return nil
		}
		if err := json.Unmarshal(p.Action, &a); err != nil {
			return err
		}
		g, seller = lg.sess.Game().Clone(), p.SellerAccount
		seat = bot.SeatOf(g, p.Seller)
		return nil
	})
	if err != nil || g == nil || seat < 0 {
		return err
	}
	yes := bot.Accepts(g, seat, a, uint64(id)<<20^uint64(version))
	return k.games.withGame(ctx, id, true, func(lg *liveGame) error {
		p, err := k.currentProposal(ctx, lg)
		if err != nil || p.Version != version || p.Status != store.ProposalPending {
			return nil
		}
		c := &caller{acct: &store.Account{ID: seller}}
		if yes {
			err := k.acceptAs(ctx, discardResponse{}, lg, c, version)
			var ae *apiError
			if errors.As(err, &ae) {
				// refused (the proposal is gone): a bot buyer thinks again
				k.bots.kickBots(lg)
				return nil
			}
			return err
		}
		return k.closeProposal(ctx, lg, c, p)
	})
}

// botProposes: when the bot's move a needs another player's consent, it
// is proposed instead of played (done true). lg.mu is held.
func (k *tradeService) botProposes(ctx context.Context, lg *liveGame, acct int64, a engine.Action) (done bool, err error) {
	if _, need := k.consentSeller(ctx, lg, a); !need {
		return false, nil
	}
	p, err := k.makeProposal(ctx, lg, acct, a)
	if err == nil && p != nil {
		// a person who never answers does not stall the game: the bot
		// withdraws after a while and chooses again without that trade
		wait := k.botProposalWait
		if wait <= 0 {
			wait = defaultBotProposalWait
		}
		game, version := lg.id, p.Version
		time.AfterFunc(wait, func() { k.botWithdraw(game, version, acct) })
	}
	return true, err
}

// defaultBotProposalWait is how long a bot waits for a person's answer.
const defaultBotProposalWait = 2 * time.Minute

// botWithdraw withdraws the bot acct's proposal in game id if it is still
// pending at version, so that the bot plays on.
func (k *tradeService) botWithdraw(id int64, version int, acct int64) {
	if k.ctx.Err() != nil {
		return
	}
	err := k.games.withGame(k.ctx, id, false, func(lg *liveGame) error {
		p, err := k.currentProposal(k.ctx, lg)
		if err != nil || p.Version != version || p.Status != store.ProposalPending || p.ProposedBy != acct {
			return nil // answered, withdrawn or lapsed already
		}
		return k.closeProposal(k.ctx, lg, &caller{acct: &store.Account{ID: acct}}, p)
	})
	if err != nil {
		k.log.Printf("bots: game %d: withdrawing a proposal: %v", id, err)
	}
}

// botSkips is what a bot of game lg may not choose now: the trades
// declined since the game last moved. lg.mu is held.
func (k *tradeService) botSkips(lg *liveGame) func(engine.Action) bool {
	return k.trades.refused(lg.id, int(lg.version.Load()))
}

// botsConsentUndo has the bots among those whose consent ur needs give
// it, in the background: a bot loses nothing by a move taken back.
func (k *tradeService) botsConsentUndo(ctx context.Context, ur *store.UndoRequest) {
	var bots []int64
	for _, acct := range ur.Needed {
		if k.botOf(ctx, acct) != nil {
			bots = append(bots, acct)
		}
	}
	if len(bots) == 0 {
		return
	}
	go func() {
		for _, acct := range bots {
			err := k.games.withGame(k.ctx, ur.GameID, true, func(lg *liveGame) error {
				return k.games.addUndoConsent(k.ctx, discardResponse{}, lg, &caller{acct: &store.Account{ID: acct}}, ur.Version, ur.ActionID)
			})
			var ae *apiError
			if err != nil && !errors.As(err, &ae) && k.ctx.Err() == nil {
				k.log.Printf("bots: consenting to the undo in game %d: %v", ur.GameID, err)
			}
			if err != nil {
				return
			}
		}
	}()
}
