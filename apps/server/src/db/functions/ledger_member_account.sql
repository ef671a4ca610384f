-- A member wallet's account id, opened on first use (the merchant's currency).
CREATE OR REPLACE FUNCTION ledger_member_account(p_merchant integer, p_member bigint, p_code text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.code = p_code;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, member_id, code, currency)
      SELECT p_merchant, m.id, p_code, c.currency_code FROM members m JOIN merchants c ON c.id = m.merchant_id
      WHERE m.id = p_member AND m.merchant_id = p_merchant
      ON CONFLICT (merchant_id, member_id, code) WHERE member_id IS NOT NULL DO NOTHING;
    SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.code = p_code;
  END IF;
  RETURN v_id;
END;
$$;
