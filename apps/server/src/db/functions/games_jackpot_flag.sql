-- A game row's `jackpot` flag (decision 033, issue 33): whether the game feeds an enabled pool of its vendor, set as
-- the row is written (a catalogue sync, a game moved to another vendor or code), so seamless_bet looks a pool up
-- only for such a game.
CREATE OR REPLACE FUNCTION games_jackpot_flag() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.jackpot := EXISTS (SELECT 1 FROM jackpot_pools p
    WHERE p.merchant_id = NEW.merchant_id AND p.vendor = NEW.vassalage AND p.enabled AND p.game_codes ? NEW.game_code);
  RETURN NEW;
END;
$$;
