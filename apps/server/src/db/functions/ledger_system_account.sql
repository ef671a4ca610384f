-- A system account shard's id, opened on first use (system accounts may go below zero).
CREATE OR REPLACE FUNCTION ledger_system_account(p_merchant integer, p_code text, p_shard integer) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = p_code AND a.shard = p_shard;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, code, currency, allow_negative, shard)
      SELECT c.id, p_code, c.currency_code, true, p_shard FROM merchants c WHERE c.id = p_merchant
      ON CONFLICT (merchant_id, code, shard) WHERE member_id IS NULL DO NOTHING;
    SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = p_code AND a.shard = p_shard;
  END IF;
  RETURN v_id;
END;
$$;
