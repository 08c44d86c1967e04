package bot

import (
	"context"
	"errors"
	"fmt"

	"ferro/engine"
)

// The bot's move in an analysis, as play makes and values it. In play a
// move that takes something of another seat's (engine.Trader: in 18ZOO a
// family buying a train of a family another player presides, or a power
// a player holds) is proposed, and the seller answers by its own
// judgement (Accepts; server/botconsent.go); declined, the bot chooses
// again without it. A move that puts a question to another seat (1713
// Menorca's offers) is valued by the answer that seat's judgement gives
// (questions.go). An analysis does the same: the alternative it shows is
// one the seller would accept, and its chances are those after the
// answer.

// AnswerSeed seeds the sellers' judgement (Accepts) of the bot's moves at
// the decision where played was played: its action id, so that the same
// record is judged the same way by ferro analyze and the server.
func AnswerSeed(played engine.Action) uint64 { return uint64(played.ID)<<8 ^ 0xa5 }

// maxRefused bounds how often the bot is asked again after a refusal;
// then every trade that needs another seat's consent is left out at once.
const maxRefused = 8

// refusal is the seat whose consent a's trade needs in g and whether its
// judgement refuses it (seat -1: a needs nobody's consent: it takes
// nothing from another seat).
func refusal(g engine.Game, seat int, a engine.Action, seed uint64) (seller int, refused bool) {
	seller, ok := tradeSeller(g, seat, &a)
	if !ok {
		return -1, false
	}
	return seller, !Accepts(g, seller, a, seed)
}

// answeredBest is b's move for seat in g that its seller would accept:
// asked again, without each trade refused (Refused, in order), until the
// move needs no refused consent. seed seeds the sellers' judgement.
func answeredBest(ctx context.Context, b Bot, budget Budget, g engine.Game, seat int, log []engine.Action, seed uint64) (best engine.Action, refused []engine.Action, err error) {
	pos := Position{Game: g.Clone(), Seat: seat, Log: log}
	for {
		best, err = b.Act(ctx, pos, budget)
		if errors.Is(err, ErrNoAction) && len(refused) > 0 {
			// every move left is a trade its seller refuses: the bot's
			// first choice stands (play would have it wait for an answer)
			return refused[0], refused, nil
		}
		if err != nil {
			return best, refused, err
		}
		if _, no := refusal(g, seat, best, seed); !no {
			return best, refused, nil
		}
		refused = append(refused, best)
		if len(refused) > maxRefused {
			// every trade a seller refuses, at once
			pos.Skip = func(a engine.Action) bool {
				_, no := refusal(g, seat, a, seed)
				return no
			}
		} else {
			skip := refused
			pos.Skip = func(a engine.Action) bool {
				for i := range skip {
					if Same(&skip[i], &a) {
						return true
					}
				}
				return false
			}
		}
		if len(refused) > maxRefused+1 {
			return best, refused, fmt.Errorf("the bot chose the refused %s again", best.Type)
		}
	}
}

// chancesAnswered is m's chances after a is played in g by seat, a
// question it puts to another seat answered as that seat's judgement (by
// m) answers it.
func chancesAnswered(m *Model, g engine.Game, seat int, a engine.Action) ([]float64, error) {
	c := g.Clone()
	if err := c.Apply(a); err != nil {
		return nil, err
	}
	if ans, ok := answered(c, seat, m); ok {
		c = ans
	}
	return m.Chances(c), nil
}

// AnsweredMove is b's move for seat in g (within budget) that play would
// make: a trade another seat's judgement refuses is left out, as in an
// analysis (a hint, server/hint.go). seed seeds the sellers' judgement.
func AnsweredMove(ctx context.Context, b Bot, budget Budget, g engine.Game, seat int, seed uint64) (engine.Action, error) {
	best, _, err := answeredBest(ctx, b, budget, g, seat, nil, seed)
	return best, err
}
