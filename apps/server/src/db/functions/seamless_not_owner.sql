-- A replay answers only the member who made the call (issue 34). A call whose key (vendor, transaction id) is stored
-- is answered from the store for that row's member alone: the caller is the game session's member by its token hash
-- (of any age: wins and rollbacks come after expiry) or, with no token, the merchant's member named by id. Answers
-- NULL for the row's own member, else the refusal: an unknown caller (vendor.session_invalid, vendor.player_unknown)
-- or another member (vendor.duplicate_transaction: the id is taken, and nothing of the first call is shown).
CREATE OR REPLACE FUNCTION seamless_not_owner(p_vendor text, p_token_hash text, p_merchant integer, p_member bigint, p_owner bigint)
RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN c.member_id IS NULL THEN CASE WHEN p_token_hash IS NULL THEN 'vendor.player_unknown' ELSE 'vendor.session_invalid' END
    WHEN c.member_id IS DISTINCT FROM p_owner THEN 'vendor.duplicate_transaction'
  END
  FROM (SELECT CASE WHEN p_token_hash IS NOT NULL
      THEN (SELECT g.member_id FROM game_sessions g WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1)
      ELSE (SELECT m.id FROM members m WHERE m.id = p_member AND m.merchant_id = p_merchant) END AS member_id) c
$$;
