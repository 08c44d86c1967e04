package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"math"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"ferro/store"
)

const (
	cookieName    = "ferro_session"
	csrfHeader    = "X-CSRF-Token"
	loginLifetime = 30 * 24 * time.Hour
)

// caller is who makes a request: nobody (acct nil), a browser session
// (login set) or a script with an API token.
type caller struct {
	acct  *store.Account
	login *store.Login
}

type handlerFunc func(w http.ResponseWriter, r *http.Request, c *caller) error

// identify finds the caller from an API token or a session cookie. Bad or
// expired credentials are a 401, not an anonymous request.
func (s *Server) identify(r *http.Request) (*caller, error) {
	ctx := r.Context()
	if h := r.Header.Get("Authorization"); h != "" {
		tok, ok := strings.CutPrefix(h, "Bearer ")
		if !ok {
			return nil, errorf(http.StatusUnauthorized, "unauthorized", "Authorization must be \"Bearer <token>\"")
		}
		key := "t" + secretHash(tok)
		if c, ok := s.auth.get(key, time.Now()); ok {
			return c, nil
		}
		t, err := s.st.TokenByHash(ctx, secretHash(tok))
		if errors.Is(err, store.ErrNotFound) {
			return nil, errorf(http.StatusUnauthorized, "unauthorized", "unknown API token")
		}
		if err != nil {
			return nil, err
		}
		a, err := s.st.Account(ctx, t.AccountID)
		if err != nil {
			return nil, err
		}
		c := &caller{acct: a}
		s.auth.put(key, c, time.Now())
		return c, nil
	}
	ck, err := r.Cookie(cookieName)
	if err != nil {
		return &caller{}, nil
	}
	key := "l" + secretHash(ck.Value)
	if c, ok := s.auth.get(key, time.Now()); ok && time.Now().Before(c.login.Expires) {
		return c, nil
	}
	l, err := s.st.Login(ctx, secretHash(ck.Value))
	if errors.Is(err, store.ErrNotFound) || (err == nil && time.Now().After(l.Expires)) {
		return nil, errorf(http.StatusUnauthorized, "unauthorized", "session expired: sign in again")
	}
	if err != nil {
		return nil, err
	}
	a, err := s.st.Account(ctx, l.AccountID)
	if err != nil {
		return nil, err
	}
	c := &caller{acct: a, login: l}
	s.auth.put(key, c, time.Now())
	return c, nil
}

// wrap turns a handlerFunc into a handler. need says whether the caller
// must be signed in. Cookie-authenticated writes must carry the session's
// CSRF token in X-CSRF-Token; signed-in callers are rate limited.
func (s *Server) wrap(need bool, h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := s.identify(r)
		if err == nil && need && c.acct == nil {
			err = errorf(http.StatusUnauthorized, "unauthorized", "sign in or send an API token")
		}
		if err == nil && c.login != nil && r.Method != http.MethodGet && r.Method != http.MethodHead {
			got := r.Header.Get(csrfHeader)
			if subtle.ConstantTimeCompare([]byte(got), []byte(c.login.CSRF)) != 1 {
				err = forbidden("missing or wrong %s header (the csrf value from sign-in or GET /api/me)", csrfHeader)
			} else {
				err = s.browserWrite(r)
			}
		}
		if err == nil && c.acct != nil {
			if ok, wait := s.limit.allow("a"+strconv.FormatInt(c.acct.ID, 10), time.Now()); !ok {
				err = s.tooMany(w, wait)
			}
		}
		if err == nil && c.acct == nil {
			if ok, wait := s.reads.allow(clientKey(r), time.Now()); !ok {
				err = s.tooMany(w, wait)
			}
		}
		if err == nil {
			err = h(w, r, c)
		}
		if err != nil {
			s.writeError(w, r, err)
		}
	})
}

func (s *Server) tooMany(w http.ResponseWriter, wait time.Duration) error {
	s.metrics.rateLimited.Inc()
	w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errorf(http.StatusTooManyRequests, "rate_limited", "too many requests: retry in %v", wait.Round(time.Millisecond))
}

// anonymous wraps sign-up and sign-in: limited per client address, since
// each costs an expensive password hash.
func (s *Server) anonymous(h handlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := s.browserWrite(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		if ok, wait := s.anon.allow(clientKey(r), time.Now()); !ok {
			s.writeError(w, r, s.tooMany(w, wait))
			return
		}
		if err := h(w, r, &caller{}); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// clientKey is the client address a per-address limit counts against:
// the IP (clientAddr, proxy.go), or for IPv6 its /64 (one subscriber's network).
func clientKey(r *http.Request) string {
	host := clientAddr(r)
	ip := net.ParseIP(host)
	if ip == nil || ip.To4() != nil {
		return host
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// newSecret returns a random URL-safe secret of n bytes.
func newSecret(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// secretHash is what the store keeps of a cookie or token: a leaked
// database does not give working credentials.
func secretHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

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

func (s *Server) signup(w http.ResponseWriter, r *http.Request, _ *caller) error {
	var c credentials
	if err := readJSON(w, r, s.cfg.MaxBody, &c); err != nil {
		return err
	}
	if !namePattern.MatchString(c.Name) {
		return badRequest("name must be 3 to 32 letters, digits, '.', '_' or '-', starting with a letter or digit")
	}
	if n := utf8.RuneCountInString(c.Password); n < 8 || n > 256 || len(c.Password) > 1024 {
		return badRequest("password must be 8 to 256 characters")
	}
	leave, err := s.hashes.enter(r.Context(), clientKey(r)) // hashgate.go
	if err != nil {
		return err
	}
	hash := hashPassword(c.Password)
	leave()
	a, err := s.st.CreateAccount(r.Context(), c.Name, hash)
	if errors.Is(err, store.ErrExists) {
		return conflict("the name %q is taken (names are compared ignoring case)", c.Name)
	}
	if err != nil {
		return err
	}
	return s.startLogin(w, r, a, http.StatusCreated)
}

func (s *Server) signin(w http.ResponseWriter, r *http.Request, _ *caller) error {
	var c credentials
	if err := readJSON(w, r, s.cfg.MaxBody, &c); err != nil {
		return err
	}
	a, err := s.st.AccountByName(r.Context(), c.Name)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	hash := dummyHash
	if a != nil {
		hash = a.PassHash
	}
	leave, err := s.hashes.enter(r.Context(), clientKey(r)) // hashgate.go
	if err != nil {
		return err
	}
	ok := checkPassword(hash, c.Password)
	leave()
	if !ok || a == nil {
		return errorf(http.StatusUnauthorized, "unauthorized", "wrong name or password")
	}
	if err := s.refuseSuspended(r.Context(), a); err != nil {
		return err
	}
	return s.startLogin(w, r, a, http.StatusOK)
}

func (s *Server) startLogin(w http.ResponseWriter, r *http.Request, a *store.Account, status int) error {
	secret := newSecret(32)
	l := store.Login{TokenHash: secretHash(secret), AccountID: a.ID, CSRF: newSecret(24), Expires: time.Now().Add(loginLifetime)}
	if err := s.st.CreateLogin(r.Context(), l); err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: cookieName, Value: secret, Path: "/", Expires: l.Expires,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureRequest(r),
	})
	writeJSON(w, status, accountView{ID: a.ID, Name: a.Name, CSRF: l.CSRF})
	return nil
}

func (s *Server) signout(w http.ResponseWriter, r *http.Request, c *caller) error {
	if c.login != nil {
		if err := s.st.DeleteLogin(r.Context(), c.login.TokenHash); err != nil {
			return err
		}
		s.auth.drop("l" + c.login.TokenHash)
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureRequest(r)})
	writeJSON(w, http.StatusOK, map[string]bool{"signed_out": true})
	return nil
}

func (s *Server) me(w http.ResponseWriter, r *http.Request, c *caller) error {
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

func (s *Server) createToken(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		Label string `json:"label"`
	}
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	if len(req.Label) > 100 {
		return badRequest("label is longer than 100 characters")
	}
	secret := "ferro_" + newSecret(32)
	id, err := s.st.CreateToken(r.Context(), store.Token{Hash: secretHash(secret), AccountID: c.acct.ID, Label: req.Label})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, tokenView{ID: id, Label: req.Label, Token: secret, Created: time.Now().UTC().Truncate(time.Second)})
	return nil
}

func (s *Server) listTokens(w http.ResponseWriter, r *http.Request, c *caller) error {
	ts, err := s.st.Tokens(r.Context(), c.acct.ID)
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

func (s *Server) deleteToken(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	if err := s.st.DeleteToken(r.Context(), c.acct.ID, id); errors.Is(err, store.ErrNotFound) {
		return notFound("token")
	} else if err != nil {
		return err
	}
	s.auth.dropAccount(c.acct.ID) // the cache does not know which entry held this token
	w.WriteHeader(http.StatusNoContent)
	return nil
}
