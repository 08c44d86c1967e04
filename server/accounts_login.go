package server

import (
	"errors"
	"net/http"
	"regexp"
	"time"
	"unicode/utf8"

	"ferro/store"
)

// Signing up, in and out, and API tokens: the account service's doors.

var namePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$`)

type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

type accountView struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	CSRF    string `json:"csrf,omitempty"`
	Webhook string `json:"webhook_url,omitempty"`
	Kind    string `json:"webhook_kind,omitempty"`
}

func (k *accountService) signup(w http.ResponseWriter, r *http.Request, _ *caller) error {
	var c credentials
	if err := readJSON(w, r, k.maxBody, &c); err != nil {
		return err
	}
	if !namePattern.MatchString(c.Name) {
		return badRequest("name must be 3 to 32 letters, digits, '.', '_' or '-', starting with a letter or digit")
	}
	if n := utf8.RuneCountInString(c.Password); n < 8 || n > 256 || len(c.Password) > 1024 {
		return badRequest("password must be 8 to 256 characters")
	}
	leave, err := k.hashes.enter(r.Context(), clientKey(r)) // hashgate.go
	if err != nil {
		return err
	}
	hash := hashPassword(c.Password)
	leave()
	a, err := k.st.CreateAccount(r.Context(), c.Name, hash)
	if errors.Is(err, store.ErrExists) {
		return conflict("the name %q is taken (names are compared ignoring case)", c.Name)
	}
	if err != nil {
		return err
	}
	return k.startLogin(w, r, a, http.StatusCreated)
}

func (k *accountService) signin(w http.ResponseWriter, r *http.Request, _ *caller) error {
	var c credentials
	if err := readJSON(w, r, k.maxBody, &c); err != nil {
		return err
	}
	a, err := k.st.AccountByName(r.Context(), c.Name)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	hash := dummyHash
	if a != nil {
		hash = a.PassHash
	}
	leave, err := k.hashes.enter(r.Context(), clientKey(r)) // hashgate.go
	if err != nil {
		return err
	}
	ok := checkPassword(hash, c.Password)
	leave()
	if !ok || a == nil {
		return errorf(http.StatusUnauthorized, "unauthorized", "wrong name or password")
	}
	if err := k.refuseSuspended(r.Context(), a); err != nil {
		return err
	}
	return k.startLogin(w, r, a, http.StatusOK)
}

func (k *accountService) startLogin(w http.ResponseWriter, r *http.Request, a *store.Account, status int) error {
	secret := newSecret(32)
	l := store.Login{TokenHash: secretHash(secret), AccountID: a.ID, CSRF: newSecret(24), Expires: time.Now().Add(loginLifetime)}
	if err := k.st.CreateLogin(r.Context(), l); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: cookieName, Value: secret, Path: "/", Expires: l.Expires,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: k.secure(r),
	})
	writeJSON(w, status, accountView{ID: a.ID, Name: a.Name, CSRF: l.CSRF})
	return nil
}

func (k *accountService) signout(w http.ResponseWriter, r *http.Request, c *caller) error {
	if c.login != nil {
		if err := k.st.DeleteLogin(r.Context(), c.login.TokenHash); err != nil {
			return err
		}
		k.auth.drop("l" + c.login.TokenHash)
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: k.secure(r)})
	writeJSON(w, http.StatusOK, map[string]bool{"signed_out": true})
	return nil
}

func (k *accountService) me(w http.ResponseWriter, r *http.Request, c *caller) error {
	v := accountView{ID: c.acct.ID, Name: c.acct.Name, Webhook: c.acct.WebhookURL, Kind: c.acct.WebhookKind}
	if c.login != nil {
		v.CSRF = c.login.CSRF
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

type tokenView struct {
	ID      int64     `json:"id"`
	Label   string    `json:"label"`
	Token   string    `json:"token,omitempty"` // only when created
	Created time.Time `json:"created_at"`
}

func (k *accountService) createToken(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		Label string `json:"label"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if len(req.Label) > 100 {
		return badRequest("label is longer than 100 characters")
	}
	secret := "ferro_" + newSecret(32)
	id, err := k.st.CreateToken(r.Context(), store.Token{Hash: secretHash(secret), AccountID: c.acct.ID, Label: req.Label})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, tokenView{ID: id, Label: req.Label, Token: secret, Created: time.Now().UTC().Truncate(time.Second)})
	return nil
}

func (k *accountService) listTokens(w http.ResponseWriter, r *http.Request, c *caller) error {
	ts, err := k.st.Tokens(r.Context(), c.acct.ID)
	if err != nil {
		return err
	}
	out := []tokenView{}
	for _, t := range ts {
		out = append(out, tokenView{ID: t.ID, Label: t.Label, Created: t.CreatedAt.UTC()})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (k *accountService) deleteToken(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	if err := k.st.DeleteToken(r.Context(), c.acct.ID, id); errors.Is(err, store.ErrNotFound) {
		return notFound("token")
	} else if err != nil {
		return err
	}
	k.auth.dropAccount(c.acct.ID) // the cache does not know which entry held this token
	w.WriteHeader(http.StatusNoContent)
	return nil
}
