-- A pool added, changed (games, switch, vendor) or removed: the `jackpot` flag of the games of its merchant and vendor
-- (before and after the change) is set again from all the pools, in the pool's own transaction (decision 033).
CREATE OR REPLACE FUNCTION jackpot_games_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_key record;
BEGIN
  FOR v_key IN
    SELECT DISTINCT k.merchant_id, k.vendor FROM (
      SELECT NEW.merchant_id, NEW.vendor WHERE TG_OP <> 'DELETE'
      UNION ALL SELECT OLD.merchant_id, OLD.vendor WHERE TG_OP <> 'INSERT') AS k(merchant_id, vendor)
  LOOP
    UPDATE games g SET jackpot = f.fed
      FROM (SELECT g2.id, EXISTS (SELECT 1 FROM jackpot_pools p
              WHERE p.merchant_id = g2.merchant_id AND p.vendor = g2.vassalage AND p.enabled AND p.game_codes ? g2.game_code) AS fed
            FROM games g2 WHERE g2.merchant_id = v_key.merchant_id AND g2.vassalage = v_key.vendor) f
      WHERE g.id = f.id AND g.jackpot IS DISTINCT FROM f.fed;
  END LOOP;
  RETURN NULL;
END;
$$;
