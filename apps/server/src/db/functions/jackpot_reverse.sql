-- A rolled-back bet's jackpot share goes back (decision 033), in the rollback's transaction: the bet's
-- JACKPOT_CONTRIBUTION (key `jp:<vendor>:<bet tx>`) is reversed by one JACKPOT_REVERSAL (key `jpr:<vendor>:<bet tx>`,
-- so a bet's share comes back once whatever rollback calls arrive) crediting the share to the GAME_BETS shard it came
-- from. The share is taken from the pool's shards, locked in id order then read, never below zero. When a hit paid the
-- share out since, what the pool lacks is taken from the system account `JACKPOT_WRITE_OFF` (sharded; it goes below
-- zero): the operator's loss, recorded where an auditor finds it, while GAME_BETS ends even for the rolled-back bet.
-- Answers the share given back (0 when the bet contributed nothing).
CREATE OR REPLACE FUNCTION jackpot_reverse(
  p_merchant integer, p_member bigint, p_vendor text, p_bet_tx text, p_rollback_tx text, p_hash text, p_shards integer
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_c record;
  v_left bigint;
  v_take bigint;
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  r record;
BEGIN
  SELECT t.id, (t.meta->>'pool')::integer AS pool,
      (SELECT p.account_id FROM ledger_postings p WHERE p.transfer_id = t.id AND p.created_at = t.created_at AND p.amount < 0 LIMIT 1) AS bets,
      (SELECT sum(p.amount)::bigint FROM ledger_postings p WHERE p.transfer_id = t.id AND p.created_at = t.created_at AND p.amount > 0) AS share
    INTO v_c FROM ledger_transfer_keys k JOIN ledger_transfers t ON t.id = k.transfer_id AND t.created_at = k.created_at
    WHERE k.merchant_id = p_merchant AND k.idempotency_key = 'jp:' || p_vendor || ':' || p_bet_tx AND t.kind = 'JACKPOT_CONTRIBUTION';
  IF NOT FOUND OR coalesce(v_c.share, 0) <= 0 THEN RETURN 0; END IF;
  v_left := v_c.share;
  FOR r IN SELECT a.id, a.balance FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'JACKPOT:' || v_c.pool ORDER BY a.id FOR UPDATE LOOP
    EXIT WHEN v_left = 0;
    v_take := least(v_left, greatest(r.balance, 0));
    IF v_take > 0 THEN
      v_accounts := v_accounts || r.id;
      v_amounts := v_amounts || -v_take;
      v_left := v_left - v_take;
    END IF;
  END LOOP;
  IF v_left > 0 THEN
    v_accounts := v_accounts || ledger_system_account(p_merchant, 'JACKPOT_WRITE_OFF', (p_member % p_shards)::integer);
    v_amounts := v_amounts || -v_left;
  END IF;
  PERFORM 1 FROM ledger_transfer(p_merchant, 'jpr:' || p_vendor || ':' || p_bet_tx, p_hash, 'JACKPOT_REVERSAL', 'jackpot:' || v_c.pool,
    jsonb_build_object('pool', v_c.pool, 'vendor', p_vendor, 'betTxId', p_bet_tx, 'txId', p_rollback_tx, 'share', v_c.share::text,
      'fromPool', (v_c.share - v_left)::text, 'writtenOff', v_left::text),
    v_accounts || v_c.bets, v_amounts || v_c.share);
  RETURN v_c.share;
END;
$$;
