#!/usr/bin/env bash
# docs/decisions/034: checks the Citus distribution plan on plain PostgreSQL. Builds a fresh
# database from packages/db/migrations and the SQL functions of packages/db/sql/functions (as the
# server's start does), reports what Citus would refuse in today's schema (check.sql), applies
# distribute.sql, requires zero violations after it, runs smoke.sql (the changed schema still guards
# what the product relies on; the checker catches each kind of violation), and drops the database.
# Citus itself is not run: it is not in this workplace's package registry.
#
#   bash tools/citus/check.sh            # PGHOST/PGPORT/PGUSER as usual; default 127.0.0.1:5432 postgres
set -euo pipefail
cd "$(dirname "$0")/../.."

export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
DB=vizitas_citus_check
PSQL=(psql -X -q -v ON_ERROR_STOP=1 -P pager=off)

cleanup() { "${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true; }
trap cleanup EXIT

"${PSQL[@]}" -d postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB" 2>/dev/null
for migration in packages/db/migrations/*.sql; do
	"${PSQL[@]}" -d "$DB" -f "$migration" >/dev/null 2>&1 || { echo "migration $migration failed" >&2; exit 1; }
done
echo "== $(ls packages/db/migrations/*.sql | wc -l) migrations applied to $DB"
# The SQL functions' current definitions, as the server applies them after the migrations at start.
for functions in packages/db/sql/functions/*.sql; do
	"${PSQL[@]}" -d "$DB" -f "$functions" >/dev/null 2>&1 || { echo "functions $functions failed" >&2; exit 1; }
done
echo "== $(ls packages/db/sql/functions/*.sql | wc -l) function files applied (packages/db/sql/functions)"

"${PSQL[@]}" -d "$DB" -f tools/citus/plan.sql 2>/dev/null
echo "== before distribute.sql: what Citus would refuse in the migrated schema"
"${PSQL[@]}" -d "$DB" -f tools/citus/check.sql

echo "== distribute.sql"
"${PSQL[@]}" -d "$DB" -f tools/citus/distribute.sql 2>&1 | sed 's/^psql:[^ ]* //'
echo "== after distribute.sql"
"${PSQL[@]}" -d "$DB" -f tools/citus/check.sql
after=$("${PSQL[@]}" -d "$DB" -Atc "SELECT count(*) FROM citus_plan.violations")
if [ "$after" != 0 ]; then
	echo "FAILED: $after violations remain after distribute.sql" >&2
	exit 1
fi
"${PSQL[@]}" -d "$DB" -Atc "SELECT kind, count(*) FROM citus_plan.tables GROUP BY kind ORDER BY kind" | sed 's/^/   tables: /'

echo "== smoke.sql"
"${PSQL[@]}" -d "$DB" -f tools/citus/smoke.sql 2>&1 | sed 's/^psql:[^ ]* //'
echo "== passed: 0 violations after distribute.sql, smoke checks passed"
