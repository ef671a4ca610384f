-- The category a lottery game's bets count under (issue 35): its catalogue entry's (same merchant, vendor and game
-- code), so the betting record, rebates and reports file a bet where the lobby lists the game; a game the catalogue
-- does not list (a VN station reached from the VN lobby) counts under its prize mode's category.
CREATE OR REPLACE FUNCTION lottery_category(p_merchant integer, p_vassalage text, p_game_code text, p_prize_mode text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT g.category FROM games g WHERE g.merchant_id = p_merchant AND g.vassalage = p_vassalage AND g.game_code = p_game_code),
    CASE WHEN p_prize_mode IN ('LOTT', 'ZY') THEN 'LOTT' ELSE 'ELOTT' END)
$$;
--> statement-breakpoint

-- A lottery ticket's Σ odds × hits against a draw's flattened result (issue 14, decision 011): thousandths of the
-- stake, before the iBox division. The same rules as lotteryRules.multiplier in @wl/house-games; p_nums is the result
-- best first (p_nums[1] is the special prize / 1st prize / the fast game's number), p_sorted its digits sorted, p_c2
-- how often each 2-digit tail 00…99 came (p_c2[n + 1]). One expression without sub-queries, so PostgreSQL inlines it
-- into the settling UPDATE; only lô 3/4 and iBox call a helper that reads the prizes. Keno (KENO1…KENO10, issue 35)
-- pays p_odds[hits + 1]: its numbers are 01–80, each drawn at most once, so a number's tail count is 1 when it was
-- drawn; the ten terms read past the end of a shorter ticket as NULL, which counts nothing.
CREATE OR REPLACE FUNCTION lottery_multiplier(
  p_type text, p_numbers text[], p_sort text, p_odds integer[], p_nums text[], p_ranks text[], p_sorted text[], p_c2 integer[]
) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN left(p_type, 4) = 'KENO' THEN coalesce(p_odds[1
      + coalesce(p_c2[p_numbers[1]::integer + 1], 0) + coalesce(p_c2[p_numbers[2]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[3]::integer + 1], 0) + coalesce(p_c2[p_numbers[4]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[5]::integer + 1], 0) + coalesce(p_c2[p_numbers[6]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[7]::integer + 1], 0) + coalesce(p_c2[p_numbers[8]::integer + 1], 0)
      + coalesce(p_c2[p_numbers[9]::integer + 1], 0) + coalesce(p_c2[p_numbers[10]::integer + 1], 0)], 0)::bigint
  ELSE CASE p_type
    WHEN 'LO2' THEN p_odds[1]::bigint * p_c2[p_numbers[1]::integer + 1]
    WHEN 'LO3' THEN p_odds[1]::bigint * lottery_tail_count(p_nums, p_numbers[1])
    WHEN 'LO4' THEN p_odds[1]::bigint * lottery_tail_count(p_nums, p_numbers[1])
    WHEN 'DE' THEN CASE WHEN right(p_nums[1], 2) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DAU' THEN CASE WHEN left(right(p_nums[1], 2), 1) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DUOI' THEN CASE WHEN right(p_nums[1], 1) = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN2' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN3' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0
      AND p_c2[p_numbers[3]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'XIEN4' THEN CASE WHEN p_c2[p_numbers[1]::integer + 1] > 0 AND p_c2[p_numbers[2]::integer + 1] > 0
      AND p_c2[p_numbers[3]::integer + 1] > 0 AND p_c2[p_numbers[4]::integer + 1] > 0 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'DA' THEN p_odds[1]::bigint * least(p_c2[p_numbers[1]::integer + 1], p_c2[p_numbers[2]::integer + 1])
    -- 4D numbers of a draw are distinct: an exact number matches one prize at most.
    WHEN 'BIG' THEN coalesce(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], p_ranks[array_position(p_nums, p_numbers[1])])], 0)::bigint
    WHEN 'SMALL' THEN coalesce(p_odds[array_position(ARRAY['P1', 'P2', 'P3', 'STARTER', 'CONSOLATION'], p_ranks[array_position(p_nums, p_numbers[1])])], 0)::bigint
    WHEN 'IBOX' THEN lottery_ibox(p_sort, p_odds, p_sorted, p_ranks)
    WHEN 'F_NUMBER' THEN CASE WHEN p_nums[1] = p_numbers[1] THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_SUM' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      = p_numbers[1]::integer THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_BIG' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      >= 14 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_SMALL' THEN CASE WHEN ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1)) - 144
      <= 13 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_ODD' THEN CASE WHEN (ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1))) % 2
      = 1 THEN p_odds[1]::bigint ELSE 0 END
    WHEN 'F_EVEN' THEN CASE WHEN (ascii(substr(p_nums[1], 1, 1)) + ascii(substr(p_nums[1], 2, 1)) + ascii(substr(p_nums[1], 3, 1))) % 2
      = 0 THEN p_odds[1]::bigint ELSE 0 END
    ELSE 0 END END
$$;
--> statement-breakpoint

-- Settles a drawn lottery draw once (issue 14, decision 011), set-based: under the draw's row lock, every OPEN ticket
-- gets its payout by one UPDATE (lottery_multiplier), winners are paid by lottery_credit (one transfer per ticket,
-- key lot:win:<ticket>), chases that stop on a win cancel and refund their later tickets (lot:refund:<ticket>),
-- `bet.settled` is written per member and draw, and the draw moves to settled. A second copy waits for the lock and
-- then finds the draw settled: nothing is paid twice.
CREATE OR REPLACE FUNCTION lottery_settle_draw(p_draw bigint, p_now timestamptz, p_shards integer) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_d record;
  v_t bigint[];
  v_m bigint[];
  v_a bigint[];
  v_settled integer;
  v_paid integer;
  v_cancelled integer;
BEGIN
  SELECT d.id, d.merchant_id, d.state, d.nums, d.ranks, d.sorted, d.tails2, d.numero, g.game_code, g.vassalage,
      lottery_category(d.merchant_id, g.vassalage, g.game_code, g.prize_mode) AS category INTO v_d
    FROM lottery_draws d JOIN lottery_games g ON g.id = d.game_id WHERE d.id = p_draw FOR UPDATE OF d;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'lottery.draw_unknown'); END IF;
  IF v_d.state = 'settled' THEN RETURN jsonb_build_object('already', true); END IF;
  IF v_d.state <> 'drawn' OR v_d.nums IS NULL THEN RETURN jsonb_build_object('error', 'lottery.draw_state'); END IF;

  UPDATE lottery_tickets t
    SET payout = t.stake * lottery_multiplier(t.bet_type, t.numbers, t.sort_key, t.odds, v_d.nums, v_d.ranks, v_d.sorted, v_d.tails2) / (1000 * t.perms),
      state = 'SETTLED', settled_at = p_now
    WHERE t.draw_id = p_draw AND t.state = 'OPEN';
  GET DIAGNOSTICS v_settled = ROW_COUNT;

  SELECT array_agg(t.id ORDER BY t.id), array_agg(t.member_id ORDER BY t.id), array_agg(t.payout ORDER BY t.id) INTO v_t, v_m, v_a
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'SETTLED' AND t.payout > 0;
  v_paid := lottery_credit(v_d.merchant_id, 'LOTTERY_WIN', 'lot:win:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  -- Chases that stop on a win: their tickets on later draws are cancelled and refunded.
  WITH w AS (
    UPDATE lottery_chases c SET stopped = true
      WHERE c.stop_on_win AND NOT c.stopped
        AND c.id IN (SELECT t.chase_id FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.chase_id IS NOT NULL AND t.payout > 0)
      RETURNING c.id
  ), x AS (
    UPDATE lottery_tickets t SET state = 'CANCELLED', payout = t.stake, settled_at = p_now
      FROM w WHERE t.chase_id = w.id AND t.state = 'OPEN' AND t.draw_id <> p_draw
      RETURNING t.id, t.member_id, t.stake
  )
  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.member_id ORDER BY x.id), array_agg(x.stake ORDER BY x.id) INTO v_t, v_m, v_a FROM x;
  v_cancelled := lottery_credit(v_d.merchant_id, 'LOTTERY_REFUND', 'lot:refund:', v_d.game_code || ':' || v_d.numero, v_t, v_m, v_a, p_shards, p_now);

  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_d.merchant_id, 'bet.settled', t.member_id, 'LOTTERY:' || p_draw || ':' || t.member_id,
      jsonb_build_object('vendor', v_d.vassalage, 'txId', 'lot:' || p_draw || ':' || t.member_id, 'betTxId', 'lot:' || p_draw || ':' || t.member_id,
        'roundId', v_d.numero, 'gameCode', v_d.game_code, 'category', v_d.category,
        'stake', sum(t.stake)::text, 'payout', sum(t.payout)::text, 'validBet', sum(t.stake)::text, 'tickets', count(*)), p_now
    FROM lottery_tickets t WHERE t.draw_id = p_draw AND t.state = 'SETTLED' GROUP BY t.member_id;

  UPDATE lottery_draws d SET state = 'settled', settled_at = p_now WHERE d.id = p_draw;
  RETURN jsonb_build_object('settled', v_settled, 'paid', v_paid, 'cancelled', v_cancelled);
END;
$$;
