-- The category a lottery game's bets count under (issue 35): its catalogue entry's (same merchant, vendor and game
-- code), so the betting record, rebates and reports file a bet where the lobby lists the game; a game the catalogue
-- does not list (a VN station reached from the VN lobby) counts under its prize mode's category.
CREATE OR REPLACE FUNCTION lottery_category(p_merchant integer, p_vassalage text, p_game_code text, p_prize_mode text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT g.category FROM games g WHERE g.merchant_id = p_merchant AND g.vassalage = p_vassalage AND g.game_code = p_game_code),
    CASE WHEN p_prize_mode IN ('LOTT', 'ZY') THEN 'LOTT' ELSE 'ELOTT' END)
$$;
