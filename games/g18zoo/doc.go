// Package g18zoo is 18ZOO (Paolo Russo) as 18xx.games plays it: maps A–F,
// 2–5 players, the power draft, ZOOTickets, the neighbour rule, three days
// of stock and operating rounds, and bank loans with double penalties.
//
// Data (market, trains, phases, powers, families) are typed tables in the
// data_*.go files; the map and tiles live in the zoomap subpackage. Rules
// are organised as rounds made of steps, the way the game's turn sequence
// reads: a round lists its steps in order, the first active blocking step
// is where the game waits, and each step knows its own legal actions.
package g18zoo
