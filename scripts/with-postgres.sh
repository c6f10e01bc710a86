#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a fresh, throwaway database:
# on the PostgreSQL at 127.0.0.1:5432 when one answers, otherwise on a
# temporary cluster started here and stopped afterwards.
set -euo pipefail
name="marquee_test_$(date +%s)_$$"
host=127.0.0.1

if pg_isready -q -h "$host" -p 5432 2>/dev/null; then
  port=5432
  user=postgres
  cleanup() { dropdb -h "$host" -p "$port" -U "$user" --if-exists "$name" >/dev/null 2>&1 || true; }
else
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || { echo "no PostgreSQL server binaries found" >&2; exit 1; }
  cluster=$(mktemp -d)
  chown -R postgres "$cluster" 2>/dev/null || true
  run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -c "$*"; else bash -c "$*"; fi; }
  port=55432
  run_pg "$bin/initdb -D $cluster/data -A trust -U postgres >/dev/null"
  run_pg "$bin/pg_ctl -D $cluster/data -o '-p $port -k $cluster -c listen_addresses=$host' -w start >/dev/null"
  user=postgres
  cleanup() { run_pg "$bin/pg_ctl -D $cluster/data -m fast stop >/dev/null" || true; rm -rf "$cluster"; }
fi
trap cleanup EXIT

createdb -h "$host" -p "$port" -U "$user" "$name"
echo "using database $name on $host:$port"
DATABASE_URL="postgres://$user@$host:$port/$name" "$@"
