# Sourced by .ci/run: installs and starts Debian's PostgreSQL on loopback and
# exports FERRO_TEST_POSTGRES for the server's API tests.
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null || return 1
fi
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
pg_ctlcluster "$ver" main start 2>/dev/null || service postgresql start >/dev/null 2>&1 || return 1
su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'ferro'\"" >/dev/null || return 1
su postgres -c "psql -qc 'CREATE DATABASE ferro_test'" >/dev/null 2>&1 || true
export FERRO_TEST_POSTGRES="postgres://postgres:ferro@127.0.0.1:5432/ferro_test?sslmode=disable"
