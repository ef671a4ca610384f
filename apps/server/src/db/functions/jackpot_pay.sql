-- A jackpot hit (decision 033): the whole of the pool the game feeds goes to the member's MAIN as one JACKPOT_WIN
-- transfer, in the caller's transaction (the winning round's settlement). The pool's shards are locked first (in id
-- order, as ledger_transfer locks) and only then read, so two hits at once pay what is there once: the second pays
-- what came in since, never more, and no shard goes below zero. The pool then holds 0: it restarts from its seed,
-- which is 0 (a seed would be the operator's money, which nothing funds yet). Answers what was paid (0 with no pool,
-- an empty pool or a game that feeds none). A replay under the key answers the first payment and moves nothing.
-- With `p_max` (a vendor's jackpot credit of that amount, seamless_credit) at most that much is taken, shard by shard in
-- id order, and the pool keeps the rest.
CREATE OR REPLACE FUNCTION jackpot_pay(
  p_merchant integer, p_vendor text, p_game text, p_main bigint, p_key text, p_hash text, p_ref text, p_meta jsonb,
  p_max bigint DEFAULT NULL
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_pool integer;
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_total bigint := 0;
  v_paid bigint;
  v_take bigint;
  v_replayed boolean;
  r record;
BEGIN
  SELECT p.id INTO v_pool FROM jackpot_pools p
    WHERE p.merchant_id = p_merchant AND p.vendor = p_vendor AND p.enabled AND p.game_codes ? p_game ORDER BY p.id LIMIT 1;
  IF v_pool IS NULL THEN RETURN 0; END IF;
  FOR r IN SELECT a.id, a.balance FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'JACKPOT:' || v_pool ORDER BY a.id FOR UPDATE LOOP
    v_take := CASE WHEN p_max IS NULL THEN greatest(r.balance, 0) ELSE least(greatest(r.balance, 0), p_max - v_total) END;
    IF v_take > 0 THEN
      v_accounts := v_accounts || r.id;
      v_amounts := v_amounts || -v_take;
      v_total := v_total + v_take;
    END IF;
  END LOOP;
  IF v_total = 0 THEN RETURN 0; END IF;
  SELECT bool_or(l.o_replayed), sum(l.o_amount) FILTER (WHERE l.o_account_id = p_main) INTO v_replayed, v_paid
    FROM ledger_transfer(p_merchant, p_key, p_hash, 'JACKPOT_WIN', p_ref,
      p_meta || jsonb_build_object('pool', v_pool, 'paid', v_total::text),
      v_accounts || p_main, v_amounts || v_total) l;
  RETURN coalesce(v_paid, 0);
END;
$$;
