package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"ferro/store"
)

// Moderation: accounts holding the admin role (granted with `ferro admin
// grant NAME`) may hide a chat line (kept, marked hidden), suspend an
// account (its sessions and tokens end at once, its seats in games being
// played go to the stand-in bot, it cannot sign in) and close a game.
// Every act needs a reason and is recorded (store admin_log and an info
// log line) with who did it and why.

// adminAct is an admin request's body: why.
type adminAct struct {
	Reason string `json:"reason"`
}

// asAdmin reads the act's reason and checks that c is an admin.
func (k *accountService) asAdmin(w http.ResponseWriter, r *http.Request, c *caller) (adminAct, error) {
	var act adminAct
	roles, err := k.st.Roles(r.Context(), c.acct.ID)
	if err != nil {
		return act, err
	}
	if !slices.Contains(roles, store.RoleAdmin) {
		return act, forbidden("only an admin may do this")
	}
	if err := readJSON(w, r, k.maxBody, &act); err != nil {
		return act, err
	}
	act.Reason = strings.TrimSpace(act.Reason)
	if act.Reason == "" || len(act.Reason) > 500 {
		return act, badRequest("reason is required (at most 500 characters): every admin act is recorded with why")
	}
	return act, nil
}

// recordAdmin writes an admin act to the admin log and the server log.
func (k *accountService) recordAdmin(ctx context.Context, c *caller, act, target, reason string) error {
	e := store.AdminLogEntry{AdminID: c.acct.ID, AdminName: c.acct.Name, Act: act, Target: target, Reason: reason}
	k.logger.LogAttrs(ctx, slog.LevelInfo, "admin act", slog.Int64("admin", c.acct.ID), slog.String("admin_name", c.acct.Name),
		slog.String("act", act), slog.String("target", target), slog.String("reason", reason))
	return k.st.AddAdminLog(context.WithoutCancel(ctx), e)
}

func pathInt(r *http.Request, name string) (int64, error) {
	v, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || v <= 0 {
		return 0, badRequest("%q is not an id", r.PathValue(name))
	}
	return v, nil
}

// hideChat marks a chat line hidden: it stays stored, and the chat shows
// it as hidden without its text (POST /api/games/{id}/chat/{line}/hide).
func (k *accountService) hideChat(w http.ResponseWriter, r *http.Request, c *caller) error {
	act, err := k.asAdmin(w, r, c)
	if err != nil {
		return err
	}
	game, err := pathID(r)
	if err != nil {
		return err
	}
	line, err := pathInt(r, "line")
	if err != nil {
		return err
	}
	m, err := k.st.ChatLine(r.Context(), game, line)
	if errors.Is(err, store.ErrNotFound) {
		return notFound("chat line")
	} else if err != nil {
		return err
	}
	if err := k.st.HideChat(r.Context(), store.ChatHide{ChatID: m.ID, GameID: game, HiddenBy: c.acct.ID, Reason: act.Reason, HiddenAt: time.Now()}); err != nil {
		return err
	}
	if err := k.recordAdmin(r.Context(), c, "hide chat line", fmt.Sprintf("game %d chat line %d by account %d", game, m.ID, m.AccountID), act.Reason); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"hidden": true, "line": m.ID})
	return nil
}

// hiddenChat blanks the hidden lines of ms for the chat's readers.
func (k *accountService) hiddenChat(ctx context.Context, game int64, out []chatView) error {
	hidden, err := k.st.HiddenChat(ctx, game)
	if err != nil || len(hidden) == 0 {
		return err
	}
	for i := range out {
		if _, ok := hidden[out[i].ID]; ok {
			out[i].Text, out[i].Hidden = "", true
		}
	}
	return nil
}

// suspend stops an account at once: its sessions and API tokens end, it
// cannot sign in, and its seats in games being played go to the stand-in
// bot (POST /api/admin/accounts/{id}/suspend).
func (k *accountService) suspend(w http.ResponseWriter, r *http.Request, c *caller) error {
	act, err := k.asAdmin(w, r, c)
	if err != nil {
		return err
	}
	id, err := pathID(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	a, err := k.st.Account(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return notFound("account")
	} else if err != nil {
		return err
	}
	if a.ID == c.acct.ID {
		return conflict("an admin cannot suspend their own account")
	}
	if err := k.st.SetRole(ctx, id, store.RoleSuspended, true); err != nil {
		return err
	}
	if err := k.st.EndLogins(ctx, id, ""); err != nil {
		return err
	}
	if err := k.st.DeleteTokens(ctx, id); err != nil {
		return err
	}
	k.auth.dropAccount(id)
	moved, err := k.handSeatsToBots(ctx, id)
	if err != nil {
		return err
	}
	if err := k.recordAdmin(ctx, c, "suspend account", fmt.Sprintf("account %d (%s); seats of games %v to the stand-in bot", id, a.Name, moved), act.Reason); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"suspended": true, "account": id, "games_handed_to_bots": nonNilIDs(moved)})
	return nil
}

// unsuspend lets an account sign in again (its seats stay with the bots).
func (k *accountService) unsuspend(w http.ResponseWriter, r *http.Request, c *caller) error {
	act, err := k.asAdmin(w, r, c)
	if err != nil {
		return err
	}
	id, err := pathID(r)
	if err != nil {
		return err
	}
	a, err := k.st.Account(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return notFound("account")
	} else if err != nil {
		return err
	}
	if err := k.st.SetRole(r.Context(), id, store.RoleSuspended, false); err != nil {
		return err
	}
	if err := k.recordAdmin(r.Context(), c, "unsuspend account", fmt.Sprintf("account %d (%s)", id, a.Name), act.Reason); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"suspended": false, "account": id})
	return nil
}

func nonNilIDs(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

// refuseSuspended answers a suspended account's sign-in.
func (k *accountService) refuseSuspended(ctx context.Context, a *store.Account) error {
	roles, err := k.st.Roles(ctx, a.ID)
	if err != nil {
		return err
	}
	if slices.Contains(roles, store.RoleSuspended) {
		return forbidden("this account is suspended")
	}
	return nil
}

// closeGame ends an open or abandoned game where it stands: it is
// finished without a result and takes no more actions; its log is kept
// (POST /api/games/{id}/close).
func (k *accountService) closeGame(w http.ResponseWriter, r *http.Request, c *caller) error {
	act, err := k.asAdmin(w, r, c)
	if err != nil {
		return err
	}
	id, err := pathID(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	var view gameView
	err = k.games.withGame(ctx, id, false, func(lg *liveGame) error {
		if err := k.games.load(ctx, lg); err != nil {
			return err
		}
		if lg.meta.Status == store.StatusFinished {
			return conflict("game %d is already over", id)
		}
		g := *lg.meta
		g.Status, g.Acting, g.Result = store.StatusFinished, []string{}, json.RawMessage(closedResult)
		if err := k.st.UpdateGame(ctx, &g); errors.Is(err, store.ErrConflict) {
			return conflict("the game changed meanwhile: try again")
		} else if err != nil {
			return err
		}
		lg.meta = &g
		k.live.announce(lg, "game", nil)
		k.bots.mem.drop(&k.bots.botPool, id)
		view = viewOf(&g)
		return nil
	})
	if err != nil {
		return err
	}
	if err := k.recordAdmin(ctx, c, "close game", fmt.Sprintf("game %d (%s) at version %d", id, view.Title, view.Version), act.Reason); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// closedResult is the result of a game an admin closed: no scores (a
// finished game always has some).
const closedResult = `{}`

// closedGame reports whether an admin closed g before its end.
func closedGame(g *store.Game) bool {
	return g.Status == store.StatusFinished && strings.TrimSpace(string(g.Result)) == closedResult
}

type adminLogView struct {
	ID        int64     `json:"id"`
	At        time.Time `json:"at"`
	AdminID   int64     `json:"admin_id"`
	AdminName string    `json:"admin_name"`
	Act       string    `json:"act"`
	Target    string    `json:"target"`
	Reason    string    `json:"reason"`
}

// adminLog lists the newest admin acts (GET /api/admin/log), for admins.
func (k *accountService) adminLog(w http.ResponseWriter, r *http.Request, c *caller) error {
	roles, err := k.st.Roles(r.Context(), c.acct.ID)
	if err != nil {
		return err
	}
	if !slices.Contains(roles, store.RoleAdmin) {
		return forbidden("only an admin may do this")
	}
	es, err := k.st.AdminLog(r.Context(), 200)
	if err != nil {
		return err
	}
	out := []adminLogView{}
	for _, e := range es {
		out = append(out, adminLogView{ID: e.ID, At: e.At.UTC(), AdminID: e.AdminID, AdminName: e.AdminName, Act: e.Act, Target: e.Target, Reason: e.Reason})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
