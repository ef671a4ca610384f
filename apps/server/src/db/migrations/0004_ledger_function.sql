-- The ledger's core as one server-side function, so a transfer is a single round trip: insert the transfer under its
-- idempotency key (a replay answers the first postings; another body under the key raises WL409), lock the accounts
-- in ascending id order, apply each posting with balance before/after, and refuse a member wallet below zero (WL402).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_merchant integer, p_key text, p_hash text, p_kind text, p_ref text, p_meta jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (o_transfer_id bigint, o_replayed boolean, o_account_id bigint, o_member_id bigint, o_code text, o_amount bigint, o_before bigint, o_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_hash text;
  v_i integer;
  v_bal bigint;
  v_member bigint;
  v_code text;
  v_currency text;
  v_locked integer;
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

  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY(p_accounts) AND a.merchant_id = p_merchant ORDER BY a.id FOR UPDATE
  ) l;
  IF v_locked <> (SELECT count(DISTINCT x) FROM unnest(p_accounts) x) THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'WL404';
  END IF;

  FOR v_i IN 1 .. array_length(p_accounts, 1) LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_amounts[v_i]
      WHERE a.id = p_accounts[v_i] AND (a.allow_negative OR a.balance + p_amounts[v_i] >= 0)
      RETURNING a.balance, a.member_id, a.code, a.currency INTO v_bal, v_member, v_code, v_currency;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'WL402';
    END IF;
    INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after)
      VALUES (v_id, p_merchant, p_accounts[v_i], v_currency, p_amounts[v_i], v_bal - p_amounts[v_i], v_bal);
    o_transfer_id := v_id; o_replayed := false; o_account_id := p_accounts[v_i]; o_member_id := v_member; o_code := v_code;
    o_amount := p_amounts[v_i]; o_before := v_bal - p_amounts[v_i]; o_after := v_bal;
    RETURN NEXT;
  END LOOP;
END;
$$;
