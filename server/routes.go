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
		{"POST", "/api/signup", s.anonymous(s.signup)},
		{"POST", "/api/signin", s.anonymous(s.signin)},
		{"POST", "/api/signout", auth(s.signout)},
		{"GET", "/api/me", auth(s.me)},
		{"PUT", "/api/me/webhook", auth(s.setWebhook)},
		{"DELETE", "/api/me/webhook", auth(s.deleteWebhook)},
		{"PUT", "/api/me/password", auth(s.changePassword)},
		{"DELETE", "/api/me", auth(s.deleteAccount)},
		{"GET", "/api/me/data", auth(s.myData)},
		{"POST", "/api/games/{id}/chat/{line}/hide", auth(s.hideChat)},
		{"POST", "/api/games/{id}/close", auth(s.closeGame)},
		{"POST", "/api/admin/accounts/{id}/suspend", auth(s.suspend)},
		{"POST", "/api/admin/accounts/{id}/unsuspend", auth(s.unsuspend)},
		{"GET", "/api/admin/log", auth(s.adminLog)},
		{"GET", "/api/tokens", auth(s.listTokens)},
		{"POST", "/api/tokens", auth(s.createToken)},
		{"DELETE", "/api/tokens/{id}", auth(s.deleteToken)},
		{"GET", "/api/games", pub(s.listGames)},
		{"POST", "/api/games", auth(s.createGame)},
		{"POST", "/api/games/import", auth(s.importGame)},
		{"GET", "/api/games/{id}", pub(s.getGame)},
		{"GET", "/api/games/{id}/state", pub(s.getState)},
		{"GET", "/api/games/{id}/page", pub(s.getPage)},
		{"GET", "/api/games/{id}/actions", pub(s.getActions)},
		{"GET", "/api/games/{id}/record", pub(s.exportGame)},
		{"GET", "/api/games/{id}/view", pub(s.getView)},
		{"GET", "/api/games/{id}/history", pub(s.getHistory)},
		{"GET", "/api/games/{id}/analysis", pub(s.getAnalysis)},
		{"GET", "/api/games/{id}/board.svg", pub(s.getBoardSVG)},
		{"GET", "/api/games/{id}/market.svg", pub(s.getMarketSVG)},
		{"POST", "/api/games/{id}/routes.svg", pub(s.postRoutesSVG)},
		{"GET", "/api/games/{id}/live", http.HandlerFunc(s.live)},
		{"POST", "/api/games/{id}/join", auth(s.join)},
		{"POST", "/api/games/{id}/leave", auth(s.leave)},
		{"POST", "/api/games/{id}/start", auth(s.start)},
		{"POST", "/api/games/{id}/actions", auth(s.submit)},
		{"POST", "/api/games/{id}/undo", auth(s.undo)},
		{"POST", "/api/games/{id}/redo", auth(s.redo)},
		{"GET", "/api/games/{id}/preview.svg", pub(s.getTilePreview)},
		{"GET", "/api/games/{id}/tiles", pub(s.getTileFan)},
		{"POST", "/api/games/{id}/effects", pub(s.postEffects)},
		{"POST", "/api/games/{id}/check", pub(s.postCheck)},
		{"GET", "/api/games/{id}/chat", pub(s.getChat)},
		{"POST", "/api/games/{id}/chat", auth(s.postChat)},
		{"GET", "/api/games/{id}/undo-request", pub(s.getUndoRequest)},
		{"POST", "/api/games/{id}/undo-request/consent", auth(s.consentUndo)},
		{"POST", "/api/games/{id}/undo-request/decline", auth(s.declineUndo)},
		{"GET", "/api/games/{id}/proposal", pub(s.getProposal)},
		{"POST", "/api/games/{id}/proposal", auth(s.propose)},
		{"POST", "/api/games/{id}/proposal/accept", auth(s.acceptProposal)},
		{"POST", "/api/games/{id}/proposal/decline", auth(s.declineProposal)},
		{"GET", "/api/games/{id}/clock", pub(s.getClock)},
		{"POST", "/api/games/{id}/vote", auth(s.voteExpel)},
		{"POST", "/api/games/{id}/back", auth(s.comeBack)},
		{"GET", "/api/me/time", auth(s.getMyTime)},
		{"PUT", "/api/me/time", auth(s.setMyTimeZone)},
		{"POST", "/api/me/holidays", auth(s.addHoliday)},
		{"GET", "/api/leaderboard", pub(s.leaderboard)},
		{"GET", "/api/ratings", pub(s.accountRatings)},
		{"GET", "/api/players/{name}", pub(s.getProfile)},
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
