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
--> statement-breakpoint

-- Σ odds of the 4D prizes whose digits, sorted, equal the iBox number's sorted digits (lottery_multiplier calls it).
CREATE OR REPLACE FUNCTION lottery_ibox(p_sort text, p_odds integer[], p_sorted text[], p_ranks text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], r)]), 0)::bigint
    FROM unnest(p_sorted, p_ranks) x(n, r) WHERE n = p_sort
$$;
--> statement-breakpoint

-- How many prizes of a lottery result end in p_tail (bao lô 3 and 4 digits; lottery_multiplier calls it).
CREATE OR REPLACE FUNCTION lottery_tail_count(p_nums text[], p_tail text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT count(*) FROM unnest(p_nums) n WHERE length(n) >= length(p_tail) AND right(n, length(p_tail)) = p_tail
$$;
--> statement-breakpoint

-- A lottery ticket's Σ odds × hits against a draw's flattened result (issue 14, decision 011): thousandths of the
-- stake, before the iBox division. The same rules as lotteryRules.multiplier in @wl/house-games; p_nums is the result
-- best first (p_nums[1] is the special prize / 1st prize / the fast game's number), p_sorted its digits sorted, p_c2
-- how often each 2-digit tail 00…99 came (p_c2[n + 1]). One expression without sub-queries, so PostgreSQL inlines it
-- into the settling UPDATE; only lô 3/4 and iBox call a helper that reads the prizes.
CREATE OR REPLACE FUNCTION lottery_multiplier(
  p_type text, p_numbers text[], p_sort text, p_odds integer[], p_nums text[], p_ranks text[], p_sorted text[], p_c2 integer[]
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_type
    WHEN 'LO2' THEN p_odds[1]::bigint * p_c2[p_numbers[1]::integer + 1]
    WHEN 'LO3' THEN p_odds[1]::bigint * lottery_tail_count(p_nums, p_numbers[1])
    WHEN 'LO4' THEN p_odds[1]::bigint * lottery_tail_count(p_nums, p_numbers[1])
    WHEN 'DE' THEN CASE WHEN right(p_nums[1], 2) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DAU' THEN CASE WHEN left(right(p_nums[1], 2), 1) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DUOI' THEN CASE WHEN right(p_nums[1], 1) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN2' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN3' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0
      AND p_c2[p_numbers[3]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN4' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0
      AND p_c2[p_numbers[3]::integer + 1] > 0 AND p_c2[p_numbers[4]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DA' THEN p_odds[1]::bigint * least(p_c2[p_numbers[1]::integer + 1], p_c2[p_numbers[2]::integer + 1])
    -- 4D numbers of a draw are distinct: an exact number matches one prize at most.
    WHEN 'BIG' THEN coalesce(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], p_ranks[array_position(p_nums, p_numbers[1])])], 0)::bigint
    WHEN 'SMALL' THEN coalesce(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], p_ranks[array_position(p_nums, p_numbers[1])])], 0)::bigint
    WHEN 'IBOX' THEN lottery_ibox(p_sort, p_odds, p_sorted, p_ranks)
    WHEN 'F_NUMBER' THEN CASE WHEN p_nums[1] = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_SUM' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      = p_numbers[1]::integer THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_BIG' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      >= 14 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_SMALL' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      <= 13 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_ODD' THEN CASE WHEN (ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1))) % 2
      = 1 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_EVEN' THEN CASE WHEN (ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1))) % 2
      = 0 THEN p_odds[1]::bigint ELSE 0 END
    ELSE 0 END
$$;
--> statement-breakpoint

-- Settles a drawn lottery draw once (issue 14, decision 011), set-based: under the draw's row lock, every OPEN ticket
-- gets its payout by one UPDATE (lottery_multiplier), winners are paid by lottery_credit (one transfer per ticket,
-- key lot:win:<ticket>), chases that stop on a win cancel and refund their later tickets (lot:refund:<ticket>),
-- `bet.settled` is written per member and draw, and the draw moves to settled. A second copy waits for the lock and
-- then finds the draw settled: nothing is paid twice.
CREATE OR REPLACE FUNCTION lottery_settle_draw(p_draw bigint, p_now timestamptz, p_shards integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_d record;
  v_t bigint[];
  v_m bigint[];
  v_a bigint[];
  v_settled integer;
  v_paid integer;
  v_cancelled integer;
BEGIN
  SELECT d.id, d.merchant_id, d.state, d.nums, d.ranks, d.sorted, d.tails2, d.numero, g.game_code, g.vassalage INTO v_d
    FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = p_draw FOR UPDATE OF d;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'lottery.draw_unknown'); END IF;
  IF v_d.state = 'settled' THEN RETURN jsonb_build_object('already', true); END IF;
  IF v_d.state <> 'drawn' OR v_d.nums IS NULL THEN RETURN jsonb_build_object('error', 'lottery.draw_state'); END IF;

  UPDATE lottery_tickets t
    SET payout = t.stake * lottery_multiplier(t.bet_type, t.numbers, t.sort_key, t.odds, v_d.nums, v_d.ranks, v_d.sorted, v_d.tails2) / (1000 * t.perms),
      state = 'SETTLED', settled_at = p_now
    WHERE t.draw_id = p_draw AND t.state = 'OPEN';
  GET DIAGNOSTICS v_settled = ROW_COUNT;

  SELECT array_agg(t.id ORDER BY t.id), array_agg(t.member_id ORDER BY t.id), array_agg(t.payout ORDER BY t.id) INTO v_t, v_m, v_a
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'SETTLED' AND t.payout > 0;
  v_paid := lottery_credit(v_d.merchant_id, 'LOTTERY_WIN', 'lot:win:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  -- Chases that stop on a win: their tickets on later draws are cancelled and refunded.
  WITH w AS (
    UPDATE lottery_chases c SET stopped = true
      WHERE c.stop_on_win AND NOT c.stopped
        AND c.id IN (SELECT t.chase_id FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.chase_id IS NOT NULL AND t.payout > 0)
      RETURNING c.id
  ), x AS (
    UPDATE lottery_tickets t SET state = 'CANCELLED', payout = t.stake, settled_at = p_now
      FROM w WHERE t.chase_id = w.id AND t.state = 'OPEN' AND t.draw_id <> p_draw
      RETURNING t.id, t.member_id, t.stake
  )
  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.member_id ORDER BY x.id), array_agg(x.stake ORDER BY x.id) INTO v_t, v_m, v_a FROM x;
  v_cancelled := lottery_credit(v_d.merchant_id, 'LOTTERY_REFUND', 'lot:refund:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_d.merchant_id, 'bet.settled', t.member_id, 'LOTTERY:' || p_draw || ':' || t.member_id,
      jsonb_build_object('vendor', v_d.vassalage, 'txId', 'lot:' || p_draw || ':' || t.member_id, 'betTxId', 'lot:' || p_draw || ':' || t.member_id,
        'roundId', v_d.numero, 'gameCode', v_d.game_code, 'category', CASE WHEN v_d.vassalage = 'LOTT' THEN 'LOTT' ELSE 'ELOTT' END,
        'stake', sum(t.stake)::text, 'payout', sum(t.payout)::text, 'validBet', sum(t.stake)::text, 'tickets', count(*)), p_now
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'SETTLED' GROUP BY t.member_id;

  UPDATE lottery_draws d SET state = 'settled', settled_at = p_now WHERE d.id = p_draw;
  RETURN jsonb_build_object('settled', v_settled, 'paid', v_paid, 'cancelled', v_cancelled);
END;
$$;
--> statement-breakpoint

-- Voids a lottery draw not yet settled (issue 14): under the draw's row lock every OPEN ticket is refunded once
-- (lottery_credit, key lot:refund:<ticket>), `bet.rolled_back` is written per member, and the draw moves to voided.
-- A settled draw is refused; a voided one answers as it is.
CREATE OR REPLACE FUNCTION lottery_void_draw(p_draw bigint, p_reason text, p_now timestamptz, p_shards integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_d record;
  v_t bigint[];
  v_m bigint[];
  v_a bigint[];
  v_n integer;
BEGIN
  SELECT d.id, d.merchant_id, d.state, d.numero, g.game_code, g.vassalage INTO v_d
    FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = p_draw FOR UPDATE OF d;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'lottery.draw_unknown'); END IF;
  IF v_d.state = 'voided' THEN RETURN jsonb_build_object('already', true); END IF;
  IF v_d.state = 'settled' THEN RETURN jsonb_build_object('error', 'lottery.result_settled'); END IF;

  WITH x AS (
    UPDATE lottery_tickets t SET state = 'REFUNDED', payout = t.stake, settled_at = p_now
      WHERE t.draw_id = p_draw AND t.state = 'OPEN' RETURNING t.id, t.member_id, t.stake
  )
  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.member_id ORDER BY x.id), array_agg(x.stake ORDER BY x.id) INTO v_t, v_m, v_a FROM x;
  v_n := lottery_credit(v_d.merchant_id, 'LOTTERY_REFUND', 'lot:refund:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_d.merchant_id, 'bet.rolled_back', t.member_id, 'LOTTERY:' || p_draw || ':' || t.member_id,
      jsonb_build_object('vendor', v_d.vassalage, 'roundId', v_d.numero, 'gameCode', v_d.game_code, 'stake', sum(t.stake)::text, 'tickets', count(*)), p_now
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'REFUNDED' GROUP BY t.member_id;

  UPDATE lottery_draws d SET state = 'voided', void_reason = p_reason, settled_at = p_now WHERE d.id = p_draw;
  RETURN jsonb_build_object('refunded', v_n);
END;
$$;
