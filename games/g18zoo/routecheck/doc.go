// Package routecheck holds the tests of the route package on 18ZOO's
// recorded games and positions: every recorded run checks and pays what it
// paid, refused runs are refused, the optimizer reaches the positions'
// best, and runs of random games check. It has no code of its own.
package routecheck
