-- The rules Citus enforces when tables are distributed (create_distributed_table,
-- create_reference_table, ALTER TABLE on a distributed table), checked in the catalog of a plain
-- PostgreSQL database against citus_plan.tables (plan.sql). Citus itself is not needed: each rule
-- below names the Citus check it stands for (src/backend/distributed/commands/foreign_constraint.c
-- and the "cannot create constraint" check of table.c). Writes the view citus_plan.violations
-- and prints it; zero rows is a schema Citus would accept for this plan.
CREATE OR REPLACE VIEW citus_plan.violations AS
WITH planned AS (
	SELECT p.*, c.oid AS relid,
		(SELECT a.attnum FROM pg_attribute a
			WHERE a.attrelid = c.oid AND a.attname = p.distribution_column AND NOT a.attisdropped) AS dist_attnum
	FROM citus_plan.tables p
	LEFT JOIN pg_class c ON c.relname = p.table_name AND c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
),
public_tables AS (
	SELECT c.oid AS relid, c.relname::text AS table_name FROM pg_class c
	WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
),
fks AS (
	SELECT k.conname::text AS constraint_name, k.confdeltype, k.confupdtype,
		k.conkey::int[] AS conkey, k.confkey::int[] AS confkey,
		src.table_name AS src_table, src.kind AS src_kind, src.colocation AS src_group, src.dist_attnum AS src_dist,
		dst.table_name AS dst_table, dst.kind AS dst_kind, dst.colocation AS dst_group, dst.dist_attnum AS dst_dist
	FROM pg_constraint k
	JOIN planned src ON src.relid = k.conrelid
	JOIN planned dst ON dst.relid = k.confrelid
	WHERE k.contype = 'f'
)
-- Every table of `public` is in the plan, and every planned table exists.
SELECT 'unplanned table' AS rule, t.table_name, NULL::text AS constraint_name,
	'add it to tools/citus/plan.sql' AS detail
FROM public_tables t WHERE NOT EXISTS (SELECT FROM citus_plan.tables p WHERE p.table_name = t.table_name)
UNION ALL
SELECT 'planned table missing', p.table_name, NULL, 'no such table in public' FROM planned p WHERE p.relid IS NULL
-- The distribution column: present, NOT NULL (Citus refuses a row without one), and of one type in
-- each co-location group (co-located shards are hash ranges of one type's hash function).
UNION ALL
SELECT 'distribution column', p.table_name, NULL,
	format('%s: %s', p.distribution_column,
		CASE WHEN p.dist_attnum IS NULL THEN 'no such column' ELSE 'nullable' END)
FROM planned p
WHERE p.kind = 'distributed' AND p.relid IS NOT NULL
	AND (p.dist_attnum IS NULL
		OR NOT (SELECT a.attnotnull FROM pg_attribute a WHERE a.attrelid = p.relid AND a.attnum = p.dist_attnum))
UNION ALL
SELECT 'co-location type', p.table_name, NULL,
	format('group %s mixes types %s', p.colocation, (
		SELECT string_agg(DISTINCT format_type(a.atttypid, a.atttypmod), ', ')
		FROM planned q JOIN pg_attribute a ON a.attrelid = q.relid AND a.attnum = q.dist_attnum
		WHERE q.colocation = p.colocation))
FROM planned p
WHERE p.kind = 'distributed' AND p.dist_attnum IS NOT NULL AND (
	SELECT count(DISTINCT a.atttypid)
	FROM planned q JOIN pg_attribute a ON a.attrelid = q.relid AND a.attnum = q.dist_attnum
	WHERE q.colocation = p.colocation) > 1
-- "Distributed relations cannot have UNIQUE, EXCLUDE, or PRIMARY KEY constraints that do not
-- include the partition column (with an equality operator if EXCLUDE)."
UNION ALL
SELECT 'unique without distribution column', p.table_name, k.conname::text, pg_get_constraintdef(k.oid)
FROM planned p JOIN pg_constraint k ON k.conrelid = p.relid
WHERE p.kind = 'distributed' AND k.contype IN ('p', 'u') AND NOT (p.dist_attnum = ANY (k.conkey))
UNION ALL
SELECT 'unique index without distribution column', p.table_name, i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
FROM planned p JOIN pg_index i ON i.indrelid = p.relid
WHERE p.kind = 'distributed' AND i.indisunique
	AND NOT EXISTS (SELECT FROM pg_constraint k WHERE k.conindid = i.indexrelid)
	AND NOT (p.dist_attnum = ANY (i.indkey::int2[]))
UNION ALL
SELECT 'exclusion without distribution column =', p.table_name, k.conname::text, pg_get_constraintdef(k.oid)
FROM planned p JOIN pg_constraint k ON k.conrelid = p.relid
WHERE p.kind = 'distributed' AND k.contype = 'x'
	AND NOT EXISTS (
		SELECT FROM generate_subscripts(k.conkey, 1) s
		WHERE k.conkey[s] = p.dist_attnum AND (SELECT o.oprname FROM pg_operator o WHERE o.oid = k.conexclop[s]) = '=')
-- Foreign keys (ErrorIfUnsupportedForeignConstraintExists): a distributed table may reference a
-- reference table, or a table of its own co-location group with the distribution column at the
-- same place on both sides; nothing may reference a distributed table from outside its group;
-- a distributed table may not reference a coordinator-only table.
UNION ALL
SELECT 'foreign key across kinds', f.src_table, f.constraint_name,
	format('%s (%s) -> %s (%s)', f.src_table, f.src_kind, f.dst_table, f.dst_kind)
FROM fks f
WHERE (f.src_kind = 'distributed' AND f.dst_kind = 'local')
	OR (f.src_kind IN ('reference', 'local') AND f.dst_kind = 'distributed')
UNION ALL
SELECT 'foreign key between groups', f.src_table, f.constraint_name,
	format('%s (group %s) -> %s (group %s)', f.src_table, f.src_group, f.dst_table, f.dst_group)
FROM fks f
WHERE f.src_kind = 'distributed' AND f.dst_kind = 'distributed' AND f.src_group <> f.dst_group
UNION ALL
SELECT 'foreign key off the distribution column', f.src_table, f.constraint_name,
	'the distribution columns of both tables must stand at the same place in the key'
FROM fks f
WHERE f.src_kind = 'distributed' AND f.dst_kind = 'distributed' AND f.src_group = f.dst_group
	AND f.src_table <> f.dst_table
	AND (array_position(f.conkey, f.src_dist) IS NULL
		OR array_position(f.conkey, f.src_dist) IS DISTINCT FROM array_position(f.confkey, f.dst_dist))
-- EnsureSupportedFKeyOnDistKey: when the key includes the referencing table's distribution column,
-- no ON DELETE SET NULL / SET DEFAULT and no ON UPDATE SET NULL / SET DEFAULT / CASCADE (it
-- would write the distribution column). The check reads confdeltype only: a PostgreSQL 15 column
-- list (`SET NULL (category_id)`) is refused the same way.
UNION ALL
SELECT 'foreign key action on the distribution column', f.src_table, f.constraint_name,
	format('on delete %s, on update %s', f.confdeltype, f.confupdtype)
FROM fks f
WHERE f.src_kind = 'distributed' AND f.src_dist = ANY (f.conkey)
	AND (f.confdeltype IN ('n', 'd') OR f.confupdtype IN ('n', 'd', 'c'))
-- EnsureSupportedFKeyBetweenCitusLocalAndRefTable: a reference table may reference a
-- coordinator-only table with NO ACTION or RESTRICT only.
UNION ALL
SELECT 'reference to local with an action', f.src_table, f.constraint_name,
	format('on delete %s, on update %s', f.confdeltype, f.confupdtype)
FROM fks f
WHERE f.src_kind = 'reference' AND f.dst_kind = 'local'
	AND NOT (f.confdeltype IN ('a', 'r') AND f.confupdtype IN ('a', 'r'));

SELECT rule, table_name, constraint_name, detail FROM citus_plan.violations ORDER BY rule, table_name, constraint_name;
SELECT count(*) AS violations FROM citus_plan.violations;
