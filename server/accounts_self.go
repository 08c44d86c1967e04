package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"
	"unicode/utf8"

	"ferro/engine"
	"ferro/store"
)

// A player's own account: change the password, delete the account,
// download everything kept about it.

func checkNewPassword(pw string) error {
	if n := utf8.RuneCountInString(pw); n < 8 || n > 256 || len(pw) > 1024 {
		return badRequest("password must be 8 to 256 characters")
	}
	return nil
}

// confirmPassword checks the caller's current password (a stolen session
// alone cannot change or delete the account).
func (k *accountService) confirmPassword(c *caller, pw string) error {
	if !checkPassword(c.acct.PassHash, pw) {
		return forbidden("wrong current password")
	}
	return nil
}

// changePassword sets a new password and ends every other session of the
// account (this one stays signed in). API tokens stay: list and revoke
// them at /api/tokens.
func (k *accountService) changePassword(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		Current string `json:"current_password"`
		New     string `json:"new_password"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if err := k.confirmPassword(c, req.Current); err != nil {
		return err
	}
	if err := checkNewPassword(req.New); err != nil {
		return err
	}
	if err := k.st.SetPassword(r.Context(), c.acct.ID, hashPassword(req.New)); err != nil {
		return err
	}
	keep := ""
	if c.login != nil {
		keep = c.login.TokenHash
	}
	if err := k.st.EndLogins(r.Context(), c.acct.ID, keep); err != nil {
		return err
	}
	k.auth.dropAccount(c.acct.ID)
	k.logger.LogAttrs(r.Context(), slog.LevelInfo, "password changed", slog.Int64("account", c.acct.ID))
	writeJSON(w, http.StatusOK, map[string]bool{"changed": true, "other_sessions_ended": true})
	return nil
}

// deletedSeatName is what games and chat call a deleted account.
func deletedSeatName(id int64) string { return fmt.Sprintf("deleted player %d", id) }

// deleteAccount removes the caller's account: its name is freed, its
// password, sessions, tokens and webhook go; the games keep its seats as
// "deleted player N" (those being played go on with a bot in the seat;
// it leaves those not started, and those it owns are closed) and its
// chat lines stay, under that name.
func (k *accountService) deleteAccount(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		Password string `json:"password"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if err := k.confirmPassword(c, req.Password); err != nil {
		return err
	}
	ctx := r.Context()
	id := c.acct.ID
	if err := k.leaveOpenGames(ctx, id); err != nil {
		return err
	}
	games, err := k.gamesOf(ctx, id, "")
	if err != nil {
		return err
	}
	if err := k.st.DeleteAccount(ctx, id, deletedSeatName(id)); err != nil {
		return err
	}
	k.auth.dropAccount(id)
	k.reloadGames(ctx, games)
	moved, err := k.handSeatsToBots(ctx, id)
	if err != nil {
		return err
	}
	k.logger.LogAttrs(ctx, slog.LevelInfo, "account deleted", slog.Int64("account", id), slog.Int("games", len(games)), slog.Int("seats_to_bots", len(moved)))
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: k.secure(r)})
	writeJSON(w, http.StatusOK, map[string]any{"deleted": true, "seat_name": deletedSeatName(id)})
	return nil
}

type myData struct {
	Exported time.Time    `json:"exported_at"`
	Account  myAccount    `json:"account"`
	Tokens   []tokenView  `json:"api_tokens"`
	Games    []myGame     `json:"games"`
	Chat     []myChatLine `json:"chat"`
	Roles    []string     `json:"roles"`
	Note     string       `json:"note"`
}

type myAccount struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	CreatedAt   time.Time `json:"created_at"`
	WebhookURL  string    `json:"webhook_url,omitempty"`
	WebhookKind string    `json:"webhook_kind,omitempty"`
}

type myGame struct {
	gameView
	MyActions []engine.Action `json:"my_actions"` // the actions this account made
}

type myChatLine struct {
	Game int64 `json:"game"`
	chatView
}

// myData answers everything kept about the caller as one JSON file:
// account, tokens (labels, never secrets), games with the actions they
// made, and chat lines.
func (k *accountService) myData(w http.ResponseWriter, r *http.Request, c *caller) error {
	ctx := r.Context()
	a := c.acct
	out := myData{Exported: time.Now().UTC().Truncate(time.Second), Tokens: []tokenView{}, Games: []myGame{}, Chat: []myChatLine{},
		Account: myAccount{ID: a.ID, Name: a.Name, CreatedAt: a.CreatedAt.UTC(), WebhookURL: a.WebhookURL, WebhookKind: a.WebhookKind},
		Note:    "passwords are kept only as a salted hash and session cookies and API tokens only as hashes; none is included"}
	ts, err := k.st.Tokens(ctx, a.ID)
	if err != nil {
		return err
	}
	for _, t := range ts {
		out.Tokens = append(out.Tokens, tokenView{ID: t.ID, Label: t.Label, Created: t.CreatedAt.UTC()})
	}
	if out.Roles, err = k.st.Roles(ctx, a.ID); err != nil {
		return err
	}
	ids, err := k.gamesOf(ctx, a.ID, "")
	if err != nil {
		return err
	}
	for _, id := range ids {
		g, err := k.st.Game(ctx, id)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		entries, err := k.st.Actions(ctx, id, 0)
		if err != nil {
			return err
		}
		log, err := decodeLog(entries)
		if err != nil {
			return err
		}
		mg := myGame{gameView: viewOf(g), MyActions: []engine.Action{}}
		for _, act := range log {
			if act.Extras().User == int(a.ID) {
				mg.MyActions = append(mg.MyActions, act)
			}
		}
		out.Games = append(out.Games, mg)
	}
	lines, err := k.st.AccountChat(ctx, a.ID)
	if err != nil {
		return err
	}
	for _, m := range lines {
		out.Chat = append(out.Chat, myChatLine{Game: m.GameID, chatView: chatViewOf(m)})
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="ferro-%s.json"`, a.Name))
	w.Header().Set("Cache-Control", "no-store")
	w.Write(append(b, '\n'))
	return nil
}
