-- Player protection where money moves (issue 30, decision 026). ledger_transfer calls it for each member MAIN posting
-- of a transfer kind that takes or returns a player's money, after the wallet's row lock, so every such posting of a
-- member runs one after another; a deposit order calls it with class DEPOSIT and locks the protection row instead.
-- Classes: STAKE (a bet, a lottery ticket, money into a vendor's wallet), DEPOSIT (an order), MOVE (money to or from
-- another member), RETURN (a win: the net loss goes down) and REFUND (a stake given back: loss and wager go down).
-- A block refuses STAKE, DEPOSIT and MOVE; a reached limit refuses what would pass it; RETURN and REFUND are never
-- refused. A member without a protection row costs one index miss. A deposit order also counts the member's deposits
-- and refuses one that takes them past the merchant's KYC thresholds without the level they need (issue 31: WL459
-- VERIFIED, WL460 ENHANCED); the order's caller makes the row first, so every member is counted.
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
  v_total bigint;
  v_verified bigint;
  v_enhanced bigint;
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
  IF p_class = 'DEPOSIT' THEN
    SELECT mp.kyc_deposit_threshold, mp.kyc_enhanced_threshold INTO v_verified, v_enhanced FROM merchant_protection mp WHERE mp.merchant_id = p_merchant;
    v_total := v_p.deposits_total;
    IF v_total IS NULL THEN
      SELECT coalesce(sum(d.amount), 0) INTO v_total FROM deposits d WHERE d.member_id = p_member AND d.status IN ('PENDING', 'CREDITED');
    END IF;
    v_total := v_total + p_amount;
    IF v_enhanced IS NOT NULL AND v_total > v_enhanced AND v_p.kyc_level <> 'ENHANCED' THEN
      RAISE EXCEPTION 'enhanced verification needed' USING ERRCODE = 'WL460';
    END IF;
    IF v_verified IS NOT NULL AND v_total > v_verified AND v_p.kyc_level NOT IN ('VERIFIED', 'ENHANCED') THEN
      RAISE EXCEPTION 'verification needed' USING ERRCODE = 'WL459';
    END IF;
    UPDATE member_protection m SET deposits_total = v_total WHERE m.member_id = p_member;
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
