-- Credits lottery tickets set-based (payouts, refunds): one ledger transfer per ticket under the key
-- p_prefix || ticket id, GAME_BETS shard → the member's MAIN, postings with balance before/after in transfer order.
-- The touched accounts are found once (a member's MAIN, the shards), locked in ascending id order like
-- ledger_transfer, and each balance is updated once. A key already used raises (unique index): callers hold the
-- draw's row lock and move each ticket's state in the same transaction, so that never happens. Hash joins only (the
-- arrays' sizes are unknown to the planner), and no JIT: the cost that switching nested loops off adds would make
-- PostgreSQL compile every call (seconds).
CREATE OR REPLACE FUNCTION lottery_credit(
  p_merchant integer, p_kind text, p_prefix text, p_ref text, p_tickets bigint[], p_members bigint[], p_amounts bigint[],
  p_shards integer, p_now timestamptz
) RETURNS integer
LANGUAGE plpgsql SET work_mem = '256MB' SET enable_nestloop = off SET jit = off AS $$
DECLARE
  v_members bigint[];
  v_shards integer[];
  v_ids bigint[];
  v_n integer;
BEGIN
  IF coalesce(cardinality(p_tickets), 0) = 0 THEN RETURN 0; END IF;
  v_members := ARRAY(SELECT DISTINCT m FROM unnest(p_members) m);
  v_shards := ARRAY(SELECT DISTINCT (m % p_shards)::integer FROM unnest(v_members) m);
  PERFORM ledger_member_account(p_merchant, m, 'MAIN') FROM unnest(v_members) m
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id = m AND a.code = 'MAIN');
  PERFORM ledger_system_account(p_merchant, 'GAME_BETS', s) FROM unnest(v_shards) s
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = s);
  v_ids := ARRAY(
    SELECT a.id FROM unnest(v_members) m JOIN ledger_accounts a ON a.merchant_id = p_merchant AND a.member_id = m AND a.code = 'MAIN'
    UNION ALL
    SELECT a.id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = ANY(v_shards));
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY(v_ids) ORDER BY a.id FOR UPDATE;

  -- Transfer ids are taken from the sequence up front, so the postings come from the same rows as the transfers (no
  -- join back through the inserted keys, which the planner cannot estimate for a function's arrays).
  WITH acc AS MATERIALIZED (
    SELECT a.id, a.member_id, a.shard::integer AS shard, a.code, a.balance, a.currency FROM ledger_accounts a WHERE a.id = ANY(v_ids)
  ), c AS MATERIALIZED (
    SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS transfer_id, x.t AS ticket, x.a AS amount, x.n,
        ma.id AS main_id, sa.id AS sys_id
      FROM unnest(p_tickets, p_members, p_amounts) WITH ORDINALITY AS x(t, m, a, n)
      JOIN acc ma ON ma.code = 'MAIN' AND ma.member_id = x.m
      JOIN acc sa ON sa.code = 'GAME_BETS' AND sa.shard = (x.m % p_shards)::integer
      WHERE x.a > 0
      ORDER BY x.n
  ), k AS (
    INSERT INTO ledger_transfer_keys (merchant_id, idempotency_key, transfer_id, created_at)
      SELECT p_merchant, p_prefix || c.ticket, c.transfer_id, p_now FROM c ORDER BY c.transfer_id
  ), tr AS (
    INSERT INTO ledger_transfers (id, merchant_id, idempotency_key, body_hash, kind, ref, meta, created_at)
      SELECT c.transfer_id, p_merchant, p_prefix || c.ticket, md5(p_kind || ':' || c.ticket || ':' || c.amount), p_kind, p_ref,
        jsonb_build_object('ticketId', c.ticket), p_now
      FROM c ORDER BY c.transfer_id
  ), p AS MATERIALIZED (
    SELECT c.transfer_id, l.account, l.amount, l.leg
      FROM c CROSS JOIN LATERAL (VALUES (c.main_id, c.amount, 0), (c.sys_id, -c.amount, 1)) AS l(account, amount, leg)
  ), q AS (
    SELECT p.*, (sum(p.amount) OVER (PARTITION BY p.account ORDER BY p.transfer_id, p.leg))::bigint AS running FROM p
  ), upd AS (
    UPDATE ledger_accounts a SET balance = a.balance + t.total
      FROM (SELECT account, sum(amount)::bigint AS total FROM p GROUP BY account) t WHERE a.id = t.account
  ), ins AS (
    INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after, created_at)
      SELECT q.transfer_id, p_merchant, q.account, acc.currency, q.amount, acc.balance + q.running - q.amount, acc.balance + q.running, p_now
      FROM q JOIN acc ON acc.id = q.account
      ORDER BY q.transfer_id, q.leg
      RETURNING 1
  )
  SELECT count(*) INTO v_n FROM ins;
  RETURN v_n;
END;
$$;
