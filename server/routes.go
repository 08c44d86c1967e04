package server

import (
	_ "embed"
	"net/http"
)

type route struct {
	method, path string
	h            http.Handler
}

// table lists every endpoint; openapi.json documents the same list (a
// test holds them together).
func (s *Server) table() []route {
	pub := func(h handlerFunc) http.Handler { return s.wrap(false, h) }
	auth := func(h handlerFunc) http.Handler { return s.wrap(true, h) }
	return []route{
		{"GET", "/healthz", http.HandlerFunc(healthz)},
		{"GET", "/api/openapi.json", http.HandlerFunc(openAPI)},
		{"GET", "/api/titles", pub(s.titles)},
		{"GET", "/api/bots", pub(s.bots.botChoices)},
		{"POST", "/api/signup", s.anonymous(s.accounts.signup)},
		{"POST", "/api/signin", s.anonymous(s.accounts.signin)},
		{"POST", "/api/signout", auth(s.accounts.signout)},
		{"GET", "/api/me", auth(s.accounts.me)},
		{"PUT", "/api/me/webhook", auth(s.hooks.setWebhook)},
		{"DELETE", "/api/me/webhook", auth(s.hooks.deleteWebhook)},
		{"PUT", "/api/me/password", auth(s.accounts.changePassword)},
		{"DELETE", "/api/me", auth(s.accounts.deleteAccount)},
		{"GET", "/api/me/data", auth(s.accounts.myData)},
		{"POST", "/api/games/{id}/chat/{line}/hide", auth(s.accounts.hideChat)},
		{"POST", "/api/games/{id}/close", auth(s.accounts.closeGame)},
		{"POST", "/api/admin/accounts/{id}/suspend", auth(s.accounts.suspend)},
		{"POST", "/api/admin/accounts/{id}/unsuspend", auth(s.accounts.unsuspend)},
		{"GET", "/api/admin/log", auth(s.accounts.adminLog)},
		{"GET", "/api/tokens", auth(s.accounts.listTokens)},
		{"POST", "/api/tokens", auth(s.accounts.createToken)},
		{"DELETE", "/api/tokens/{id}", auth(s.accounts.deleteToken)},
		{"GET", "/api/games", pub(s.listGames)},
		{"POST", "/api/games", auth(s.createGame)},
		{"POST", "/api/games/import", auth(s.records.importGame)},
		{"GET", "/api/games/{id}", pub(s.getGame)},
		{"GET", "/api/games/{id}/state", pub(s.getState)},
		{"GET", "/api/games/{id}/page", pub(s.getPage)},
		{"GET", "/api/games/{id}/actions", pub(s.getActions)},
		{"GET", "/api/games/{id}/record", pub(s.records.exportGame)},
		{"GET", "/api/games/{id}/view", pub(s.getView)},
		{"GET", "/api/games/{id}/history", pub(s.getHistory)},
		{"GET", "/api/games/{id}/changes", pub(s.getChanges)},
		{"GET", "/api/games/{id}/analysis", pub(s.analysis.getAnalysis)},
		{"POST", "/api/games/{id}/hint", auth(s.analysis.hint)},
		{"GET", "/api/games/{id}/board.svg", pub(s.getBoardSVG)},
		{"GET", "/api/games/{id}/market.svg", pub(s.getMarketSVG)},
		{"POST", "/api/games/{id}/routes.svg", pub(s.postRoutesSVG)},
		{"GET", "/api/games/{id}/live", http.HandlerFunc(s.live.live)},
		{"POST", "/api/games/{id}/join", auth(s.join)},
		{"POST", "/api/games/{id}/leave", auth(s.leave)},
		{"POST", "/api/games/{id}/start", auth(s.start)},
		{"POST", "/api/games/{id}/actions", auth(s.submit)},
		{"POST", "/api/games/{id}/undo", auth(s.undo)},
		{"POST", "/api/games/{id}/redo", auth(s.redo)},
		{"GET", "/api/games/{id}/preview.svg", pub(s.pages.getTilePreview)},
		{"GET", "/api/games/{id}/tiles", pub(s.pages.getTileFan)},
		{"POST", "/api/games/{id}/effects", pub(s.postEffects)},
		{"POST", "/api/games/{id}/check", pub(s.postCheck)},
		{"GET", "/api/games/{id}/chat", pub(s.chat.getChat)},
		{"POST", "/api/games/{id}/chat", auth(s.chat.postChat)},
		{"GET", "/api/games/{id}/undo-request", pub(s.getUndoRequest)},
		{"POST", "/api/games/{id}/undo-request/consent", auth(s.consentUndo)},
		{"POST", "/api/games/{id}/undo-request/decline", auth(s.declineUndo)},
		{"GET", "/api/games/{id}/proposal", pub(s.trades.getProposal)},
		{"POST", "/api/games/{id}/proposal", auth(s.trades.propose)},
		{"POST", "/api/games/{id}/proposal/accept", auth(s.trades.acceptProposal)},
		{"POST", "/api/games/{id}/proposal/decline", auth(s.trades.declineProposal)},
		{"GET", "/api/games/{id}/clock", pub(s.clocks.getClock)},
		{"POST", "/api/games/{id}/vote", auth(s.clocks.voteExpel)},
		{"POST", "/api/games/{id}/back", auth(s.clocks.comeBack)},
		{"GET", "/api/me/time", auth(s.clocks.getMyTime)},
		{"PUT", "/api/me/time", auth(s.clocks.setMyTimeZone)},
		{"POST", "/api/me/holidays", auth(s.clocks.addHoliday)},
		{"GET", "/api/leaderboard", pub(s.ratings.leaderboard)},
		{"GET", "/api/ratings", pub(s.ratings.accountRatings)},
		{"GET", "/api/players/{name}", pub(s.accounts.getProfile)},
	}
}

func healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

//go:embed openapi.json
var openAPIDoc []byte

func openAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Write(openAPIDoc)
}

// Routes lists the endpoints as "METHOD /path".
func (s *Server) Routes() []string {
	out := make([]string, len(s.routes))
	for i, rt := range s.routes {
		out[i] = rt.method + " " + rt.path
	}
	return out
}
