package server

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWebhookMentionsEscaped: a seat named like a mention does not ping a
// channel: Discord bodies allow no mentions, Slack bodies carry no
// control sequence (<!channel>, <@U…>, <!here>) and no bare @everyone,
// and the text still reads the same.
func TestWebhookMentionsEscaped(t *testing.T) {
	ev := turnEvent{Event: "turn", Game: 7, Title: "18ZOO - Map A", Player: "@everyone <!channel>", LastMove: "<@U123> & @here bought <https://x|y>"}
	var d struct {
		Content         string `json:"content"`
		AllowedMentions *struct {
			Parse []string `json:"parse"`
		} `json:"allowed_mentions"`
	}
	if err := json.Unmarshal(webhookBody("discord", ev), &d); err != nil {
		t.Fatal(err)
	}
	if d.AllowedMentions == nil || d.AllowedMentions.Parse == nil || len(d.AllowedMentions.Parse) != 0 {
		t.Errorf("discord body allows mentions: %s", webhookBody("discord", ev))
	}
	if !strings.Contains(d.Content, "@everyone <!channel>") {
		t.Errorf("discord content %q lost the name", d.Content)
	}
	var sl struct {
		Text string `json:"text"`
	}
	if err := json.Unmarshal(webhookBody("slack", ev), &sl); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<", ">", "@everyone", "@here"} {
		if strings.Contains(sl.Text, bad) {
			t.Errorf("slack text %q holds %q", sl.Text, bad)
		}
	}
	if !strings.Contains(sl.Text, "&lt;!channel&gt;") || !strings.Contains(sl.Text, "&amp;") || !strings.Contains(sl.Text, "@\u2060everyone &lt;") {
		t.Errorf("slack text %q does not escape <, > and &", sl.Text)
	}
	var j turnEvent
	if err := json.Unmarshal(webhookBody("json", ev), &j); err != nil || j.Player != ev.Player {
		t.Errorf("json body changed the name: %+v %v", j, err)
	}
}
