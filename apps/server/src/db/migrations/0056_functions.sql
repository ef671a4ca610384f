-- The bonus rules' last word on money leaving a member's main wallet by a transfer to another member (decision 013,
-- issue 33): the transfer statement calls it after ledger_transfer has locked the wallets, and it refuses (WL461) while
-- a bonus of the member is still wagering. VOLATILE, so its query takes a fresh snapshot: a bonus credited by a
-- transaction that held the wallet's lock until a moment ago is seen, as the separate check inside a transaction saw it.
CREATE OR REPLACE FUNCTION bonus_clear_guard(p_merchant integer, p_member bigint)
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bonuses b WHERE b.merchant_id = p_merchant AND b.member_id = p_member AND b.status = 'ACTIVE') THEN
    RAISE EXCEPTION 'a bonus is still wagering' USING ERRCODE = 'WL461';
  END IF;
  RETURN true;
END;
$$;
