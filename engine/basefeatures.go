package engine

// BaseFeatures are the features every title counts alike (SeatFeatures):
// the seat's score and cash now, the operating rounds left, whether it
// has the priority deal, and its certificate slots left before the limit
// (certs held of certLimit; none counted without a limit). A title's
// Features starts from them and adds what its rules have.
func BaseFeatures(score, cash int, roundsLeft float64, priority bool, certs, certLimit int) SeatFeatures {
	f := SeatFeatures{Score: float64(score), Cash: float64(cash), RoundsLeft: roundsLeft}
	if priority {
		f.Priority = 1
	}
	if certLimit > 0 {
		f.CertSlack = float64(certLimit-certs) / float64(certLimit)
	}
	return f
}
