-- Player protection where money moves (issue 30, decision 026). ledger_transfer calls it for each member MAIN posting
-- of a transfer kind that takes or returns a player's money, after the wallet's row lock, so every such posting of a
-- member runs one after another; a deposit order calls it with class DEPOSIT and locks the protection row instead.
-- Classes: STAKE (a bet, a lottery ticket, money into a vendor's wallet), DEPOSIT (an order), MOVE (money to or from
-- another member), RETURN (a win: the net loss goes down) and REFUND (a stake given back: loss and wager go down).
-- A block refuses STAKE, DEPOSIT and MOVE; a reached limit refuses what would pass it; RETURN and REFUND are never
-- refused. A member without a protection row costs one index miss.
CREATE OR REPLACE FUNCTION protection_guard(p_merchant integer, p_member bigint, p_class text, p_amount bigint)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_p record;
  v_tz text;
  v_local timestamp;
  v_delta bigint;
  v_minutes bigint;
  v_refusal text;
BEGIN
  IF p_class = 'DEPOSIT' THEN
    SELECT * INTO v_p FROM member_protection m WHERE m.member_id = p_member FOR UPDATE;
  ELSE
    SELECT * INTO v_p FROM member_protection m WHERE m.member_id = p_member;
  END IF;
  IF NOT FOUND THEN RETURN; END IF;
  IF p_class IN ('STAKE', 'DEPOSIT', 'MOVE') AND v_p.blocked_until > now() THEN
    RAISE EXCEPTION 'player blocked' USING ERRCODE = CASE v_p.block_kind WHEN 'EXCLUSION' THEN 'WL451' WHEN 'NATIONAL' THEN 'WL453' ELSE 'WL452' END;
  END IF;
  IF p_class = 'STAKE' AND v_p.reality_pending_id IS NOT NULL THEN
    RAISE EXCEPTION 'reality check pending' USING ERRCODE = 'WL458';
  END IF;
  IF NOT v_p.has_limits OR p_class = 'MOVE' THEN RETURN; END IF;

  IF p_class = 'STAKE' THEN
    SELECT l.amount INTO v_minutes FROM protection_limits l WHERE l.member_id = p_member AND l.kind = 'session' AND l.period = 'session';
    IF v_minutes IS NOT NULL AND v_p.session_started_at IS NOT NULL AND now() >= v_p.session_started_at + make_interval(mins => v_minutes::integer) THEN
      RAISE EXCEPTION 'session limit reached' USING ERRCODE = 'WL457';
    END IF;
  END IF;
  -- Every counter of the class moves in one statement: a new window (day, week, month in the merchant's zone) starts
  -- from zero; a counter past its limit after a stake or an order refuses the whole transfer (the update goes with it).
  SELECT c.time_zone INTO v_tz FROM merchants c WHERE c.id = p_merchant;
  v_local := now() AT TIME ZONE v_tz;
  v_delta := CASE WHEN p_class IN ('STAKE', 'DEPOSIT') THEN p_amount ELSE -p_amount END;
  WITH u AS (
    UPDATE protection_limits l
      SET used = CASE WHEN l.window_start = date_trunc(l.period, v_local) AT TIME ZONE v_tz THEN l.used ELSE 0 END + v_delta,
        window_start = date_trunc(l.period, v_local) AT TIME ZONE v_tz
      WHERE l.member_id = p_member AND l.kind = ANY(CASE p_class WHEN 'DEPOSIT' THEN ARRAY['deposit'] WHEN 'STAKE' THEN ARRAY['loss', 'wager']
        WHEN 'RETURN' THEN ARRAY['loss'] WHEN 'REFUND' THEN ARRAY['loss', 'wager'] ELSE ARRAY[]::text[] END)
      RETURNING l.kind, l.used, l.amount)
  SELECT min(CASE u.kind WHEN 'deposit' THEN 'WL454' WHEN 'loss' THEN 'WL455' ELSE 'WL456' END) INTO v_refusal
    FROM u WHERE v_delta > 0 AND u.used > u.amount;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'limit reached' USING ERRCODE = v_refusal;
  END IF;
END;
$$;
--> statement-breakpoint

-- The ledger's core (decision 006): insert the transfer under its idempotency key (a replay answers the first
-- postings; another body under the key raises WL409), lock the accounts in ascending id order by one statement,
-- write the postings by one statement with balance before/after, and refuse a member wallet below zero (WL402).
-- A member's MAIN posting of a kind that takes or returns a player's money runs protection_guard (issue 30) after its
-- row lock, so limits, time-outs and exclusions hold in this very transaction (WL451…WL458).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_merchant integer, p_key text, p_hash text, p_kind text, p_ref text, p_meta jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (o_transfer_id bigint, o_replayed boolean, o_account_id bigint, o_member_id bigint, o_code text, o_amount bigint, o_before bigint, o_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_hash text;
  v_n integer := cardinality(p_accounts);
  v_i integer;
  v_locked integer;
  v_after bigint[] := '{}';
  v_member bigint[] := '{}';
  v_code text[] := '{}';
  v_currency text[] := '{}';
  v_bal bigint;
  v_mem bigint;
  v_cd text;
  v_cur text;
  v_class text;
BEGIN
  INSERT INTO ledger_transfers (merchant_id, idempotency_key, body_hash, kind, ref, meta)
  VALUES (p_merchant, p_key, p_hash, p_kind, p_ref, p_meta)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT t.id, t.body_hash INTO v_id, v_hash FROM ledger_transfers t WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'ledger transfer vanished' USING ERRCODE = '40001';
    END IF;
    IF v_hash <> p_hash THEN
      RAISE EXCEPTION 'idempotency key reused with another body' USING ERRCODE = 'WL409';
    END IF;
    RETURN QUERY SELECT p.transfer_id, true, p.account_id, a.member_id, a.code::text, p.amount, p.balance_before, p.balance_after
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = v_id ORDER BY p.id;
    RETURN;
  END IF;

  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY(p_accounts) AND a.merchant_id = p_merchant ORDER BY a.id FOR UPDATE;
  GET DIAGNOSTICS v_locked = ROW_COUNT;
  IF v_locked <> v_n AND v_locked <> (SELECT count(DISTINCT x) FROM unnest(p_accounts) x) THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'WL404';
  END IF;

  FOR v_i IN 1 .. v_n LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_amounts[v_i]
      WHERE a.id = p_accounts[v_i] AND (a.allow_negative OR a.balance + p_amounts[v_i] >= 0)
      RETURNING a.balance, a.member_id, a.code, a.currency INTO v_bal, v_mem, v_cd, v_cur;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'WL402';
    END IF;
    v_after := v_after || v_bal; v_member := v_member || v_mem; v_code := v_code || v_cd; v_currency := v_currency || v_cur;
    IF v_mem IS NOT NULL AND v_cd = 'MAIN' THEN
      v_class := CASE
        WHEN p_kind IN ('GAME_BET', 'LOTTERY_BET') THEN 'STAKE'
        WHEN p_kind = 'WALLET_TRANSFER' THEN CASE WHEN p_amounts[v_i] < 0 THEN 'STAKE' ELSE 'RETURN' END
        WHEN p_kind IN ('GAME_WIN', 'LOTTERY_WIN') THEN 'RETURN'
        WHEN p_kind IN ('GAME_ROLLBACK', 'LOTTERY_REFUND') THEN 'REFUND'
        WHEN p_kind IN ('TRANSFER_UPLINE', 'TRANSFER_DOWNLINE') THEN 'MOVE'
        ELSE NULL END;
      IF v_class IS NOT NULL THEN
        PERFORM protection_guard(p_merchant, v_mem, v_class, abs(p_amounts[v_i]));
      END IF;
    END IF;
  END LOOP;

  INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after)
    SELECT v_id, p_merchant, x.account, x.currency, x.amount, x.after - x.amount, x.after
    FROM unnest(p_accounts, v_currency, p_amounts, v_after) WITH ORDINALITY AS x(account, currency, amount, after, n) ORDER BY x.n;

  RETURN QUERY SELECT v_id, false, x.account, x.member, x.code, x.amount, x.after - x.amount, x.after
    FROM unnest(p_accounts, v_member, v_code, p_amounts, v_after) WITH ORDINALITY AS x(account, member, code, amount, after, n) ORDER BY x.n;
END;
$$;
